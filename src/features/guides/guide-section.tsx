import { Heading, Stack } from '@chakra-ui/react';
import type { GuideSection as Section } from '../../domain/guide.ts';
import { RichContent } from '../../ui/rich-content.tsx';
import { ExampleBlock } from './example-block.tsx';

/**
 * One numbered part of a guide: an h2 with the anchor its 'On this page' link points to, then
 * its Markdown (rendered as an essay's is) and its examples, in the order written.
 */
export function GuideSection({ section }: { section: Section }) {
  return (
    <Stack
      as="section"
      id={section.id}
      aria-labelledby={`${section.id}-title`}
      gap="4"
      scrollMarginTop="24"
    >
      <Heading id={`${section.id}-title`} as="h2" size="2xl" lineHeight="1.25">
        {section.title}
      </Heading>
      {section.blocks.map((block, i) =>
        block.kind === 'text' ? (
          <RichContent key={i} content={block.markdown} />
        ) : (
          <ExampleBlock key={i} example={block} />
        ),
      )}
    </Stack>
  );
}
