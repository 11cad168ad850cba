import { Box, Button, Flex, Text } from '@chakra-ui/react';
import type { GuideExample } from '../../domain/guide.ts';
import { copyWithToast } from '../../ui/clipboard.ts';

/**
 * An example prompt or context brief. A weak example (what not to do) is dashed and cannot be
 * copied; the others get a copy button when the guide names one.
 */
export function ExampleBlock({ example }: { example: GuideExample }) {
  const weak = example.tone === 'weak';
  const copy = () => copyWithToast(example.text, example.copied ?? 'Prompt copied to clipboard');
  return (
    <Box as="figure" m="0">
      <Flex as="figcaption" align="center" justify="space-between" gap="3" mb="2" wrap="wrap">
        <Text fontSize="sm" fontWeight="semibold" color={weak ? 'fg.muted' : 'accent.fg'}>
          {example.label}
        </Text>
        {!weak && example.copyLabel && (
          <Button size="xs" variant="outline" onClick={() => void copy()}>
            {example.copyLabel}
          </Button>
        )}
      </Flex>
      <Box
        as="pre"
        whiteSpace="pre-wrap"
        fontFamily="mono"
        fontSize="sm"
        lineHeight="1.6"
        bg={weak ? 'bg.panel' : 'bg.subtle'}
        borderWidth="1px"
        borderStyle={weak ? 'dashed' : 'solid'}
        borderRadius="lg"
        p={{ base: '4', md: '5' }}
      >
        {example.text}
      </Box>
    </Box>
  );
}
