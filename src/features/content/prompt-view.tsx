import {
  Badge,
  Box,
  Button,
  Container,
  Flex,
  Heading,
  HStack,
  Stack,
  Text,
} from '@chakra-ui/react';
import { promptReadingTime } from '../../domain/content-rules.ts';
import { promptHead } from '../../domain/piece-heads.ts';
import type { Prompt } from '../../domain/types.ts';
import { copyWithToast } from '../../ui/clipboard.ts';
import { readingSize, RichContent } from '../../ui/rich-content.tsx';
import { usePageHead } from '../../ui/use-page-head.ts';
import { AssistantLinks, ShareControls } from '../share';
import { ContentGate } from '../access';
import { SaveForOffline } from '../offline';
import { AuthorBlock } from './author-block.tsx';
import { PieceMeta } from './piece-meta.tsx';
import { TextSizeControl } from './text-size-control.tsx';

/** Copies the prompt text: 'Prompt copied to clipboard', or the copy failure. */
export async function copyPrompt(prompt: Prompt): Promise<void> {
  await copyWithToast(prompt.content, 'Prompt copied to clipboard');
}

/**
 * A prompt's body wherever it is read (its page or the prompt dialog): what it is for, how to use
 * it and, behind the free-view gate, the prompt itself with copy and share. Once the gate
 * opens, the prompt is saved for offline reading.
 */
export function PromptBody({ prompt, sharePath }: { prompt: Prompt; sharePath: string }) {
  const sections: [string, string | null][] = [
    ['About this prompt', prompt.aboutPrompt],
    ['How to use it', prompt.howToUse],
    ['Before you start', prompt.explainerContent],
  ];
  return (
    <Stack gap="6">
      {sections.map(([label, text]) =>
        text ? (
          <Stack key={label} gap="2">
            <Heading as="h2" size="lg">
              {label}
            </Heading>
            <RichContent content={text} />
          </Stack>
        ) : null,
      )}
      <ContentGate id={prompt.id}>
        <SaveForOffline piece={{ kind: 'prompt', item: prompt }} />
        <Stack gap="3">
          <Heading as="h2" size="lg">
            The prompt
          </Heading>
          <Flex gap="2" wrap="wrap" align="flex-start">
            <Button size="sm" colorPalette="orange" onClick={() => void copyPrompt(prompt)}>
              Copy prompt
            </Button>
            <AssistantLinks text={prompt.content} path={sharePath} />
          </Flex>
          <Box
            as="pre"
            whiteSpace="pre-wrap"
            fontFamily="mono"
            fontSize={readingSize('sm')}
            bg="bg.subtle"
            borderWidth="1px"
            borderRadius="lg"
            p="5"
            data-testid="prompt-text"
          >
            {prompt.content}
          </Box>
        </Stack>
        <ShareControls
          path={sharePath}
          title={prompt.title}
          text={prompt.description || undefined}
        />
      </ContentGate>
    </Stack>
  );
}

/** A prompt, read at its own URL, with the text size buttons. */
export function PromptView({ prompt, canonical }: { prompt: Prompt; canonical: string }) {
  usePageHead(promptHead(prompt, canonical, { gated: true }));
  return (
    <Container as="article" maxW="3xl" py={{ base: '8', md: '14' }}>
      <Stack gap="6">
        <Stack gap="3">
          <HStack gap="2">
            <Badge colorPalette="blue">AI Prompt</Badge>
            {prompt.featured && <Badge colorPalette="orange">Featured</Badge>}
          </HStack>
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} lineHeight="1.15">
            {prompt.title}
          </Heading>
          <Text fontSize="xl" color="fg.muted">
            {prompt.description}
          </Text>
          <Flex align="center" justify="space-between" gap="2" wrap="wrap">
            <PieceMeta when={prompt.createdAt} minutes={promptReadingTime(prompt)} />
            <TextSizeControl />
          </Flex>
        </Stack>
        <PromptBody prompt={prompt} sharePath={canonical} />
        {/* Prompts carry no author of their own: the block presents the house author. */}
        <AuthorBlock name={null} bio={null} />
      </Stack>
    </Container>
  );
}
