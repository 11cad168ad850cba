import { Box, Button, Card, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { promptReadingTime } from '../../domain/content-rules.ts';
import { truncate } from '../../domain/page-head.ts';
import type { Prompt } from '../../domain/types.ts';
import { useTakeView } from '../access';
import { AssistantLinks, ShareControls } from '../share';
import { promptDetailPath } from './prompt-paths.ts';
import { FeaturedBadge } from '../../ui/featured-badge.tsx';

/** How many characters of the prompt a card previews (public-site.md section 9). */
export const PROMPT_PREVIEW_LENGTH = 80;
export const NO_PREVIEW = 'No preview available';

/** The card's preview: the prompt cut at 80 characters plus an ellipsis, or null when empty. */
export function promptPreview(prompt: Pick<Prompt, 'content'>): string | null {
  return prompt.content.trim() ? truncate(prompt.content, PROMPT_PREVIEW_LENGTH) : null;
}

/** The id of a card's 'Get Full Prompt' button (focus returns there when the dialog closes). */
export const getFullPromptButtonId = (scope: string, prompt: Pick<Prompt, 'id'>) =>
  `get-full-prompt-${scope}-${prompt.id}`;

/**
 * A prompt on a category page: title (to its own page), description, minutes read, a short
 * preview, 'Get Full Prompt', 'Open in ChatGPT' / 'Open in Claude' and sharing. The assistants
 * receive the whole prompt, so they count as opening it: past the free views they open the
 * prompt's dialog, where the gate says why.
 */
export function PromptCard(props: { prompt: Prompt; scope: string; onOpen: (p: Prompt) => void }) {
  const { prompt, scope } = props;
  const preview = promptPreview(prompt);
  const titleId = `prompt-title-${scope}-${prompt.id}`;
  const path = promptDetailPath(prompt);
  const takeView = useTakeView();
  const mayOpen = () => {
    if (takeView(prompt.id)) return true;
    props.onOpen(prompt);
    return false;
  };
  return (
    <Card.Root as="article" variant="outline" aria-labelledby={titleId} data-testid="prompt-card">
      <Card.Body gap="3">
        {prompt.featured && <FeaturedBadge />}
        <Card.Title as="h3" id={titleId} fontFamily="heading" fontSize="xl" lineHeight="1.3">
          <Link asChild color="inherit" _hover={{ color: 'accent.fg' }}>
            <RouterLink to={path}>{prompt.title}</RouterLink>
          </Link>
        </Card.Title>
        {prompt.description && (
          <Card.Description color="fg.muted" lineClamp={3}>
            {prompt.description}
          </Card.Description>
        )}
        <Text fontSize="sm" color="fg.muted">
          {promptReadingTime(prompt)} min read
        </Text>
        <Box
          bg="bg.subtle"
          borderWidth="1px"
          borderRadius="md"
          px="3"
          py="2"
          fontSize="sm"
          data-testid="prompt-preview"
        >
          {preview ? (
            <Text fontFamily="mono" color="fg" wordBreak="break-word">
              {preview}
            </Text>
          ) : (
            <Text fontStyle="italic" color="fg.muted">
              {NO_PREVIEW}
            </Text>
          )}
        </Box>
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch" gap="3" pt="0">
        <Button
          id={getFullPromptButtonId(scope, prompt)}
          colorPalette="orange"
          aria-describedby={titleId}
          onClick={() => props.onOpen(prompt)}
        >
          Get Full Prompt
        </Button>
        <AssistantLinks
          text={prompt.content}
          path={path}
          mayOpen={mayOpen}
          describedBy={titleId}
          fill
        />
        <ShareControls path={path} title={prompt.title} text={prompt.description || undefined} />
      </Card.Footer>
    </Card.Root>
  );
}
