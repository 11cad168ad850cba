import { Button, Flex, Text } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { ProgressLine } from '../../ui/progress-line.tsx';
import { useReadingPosition } from './use-reading-position.ts';

/**
 * What helps the reader of an essay or dispatch find their place: 'Continue where you left off'
 * when they stopped part way last time, and a thin reading-progress bar along the top of the
 * window on long pieces. Mount it with `key={pieceKey}`, so each piece starts afresh.
 */
export function ReadingAids(props: {
  pieceKey: string;
  articleRef: RefObject<HTMLElement | null>;
}) {
  const { progress, long, offer, resume } = useReadingPosition(props.pieceKey, props.articleRef);
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <>
      {offer !== null && (
        <Flex
          align="center"
          gap="3"
          wrap="wrap"
          borderWidth="1px"
          borderRadius="lg"
          bg="bg.subtle"
          px="4"
          py="3"
          data-testid="resume-reading"
        >
          <Button size="sm" colorPalette="orange" onClick={resume}>
            Continue where you left off
          </Button>
          <Text fontSize="sm" color="fg.muted">
            You stopped {Math.round(offer * 100)}% of the way through.
          </Text>
        </Flex>
      )}
      {long && progress !== null && (
        <ProgressLine
          label="Reading progress"
          value={percent}
          max={100}
          position="fixed"
          top="0"
          insetX="0"
          height="3px"
          borderRadius="0"
          zIndex="banner"
        />
      )}
    </>
  );
}
