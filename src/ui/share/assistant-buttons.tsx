import { Button, Flex, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, type MouseEvent } from 'react';
import {
  ASSISTANTS,
  assistantLink,
  type Assistant,
  type AssistantId,
  type AssistantLink,
} from '../../domain/assistant-links.ts';
import { copyText } from '../clipboard.ts';
import { notify } from '../notify.ts';
import { StrokeIcon } from '../stroke-icon.tsx';

/** What the buttons say under them when the prompt is too long to travel in a link. */
export const TOO_LONG_NOTE =
  'This prompt is too long to send in a link: the buttons copy it, ready to paste into the assistant.';

/** Copies a prompt too long for a link and says where to paste it. */
async function copyForPasting(text: string, assistant: Assistant): Promise<void> {
  try {
    await copyText(text);
    notify({
      type: 'success',
      title: 'Prompt copied to clipboard',
      description: `It is too long for a link: paste it into ${assistant.name}.`,
    });
  } catch (error) {
    console.error('Copy failed', error);
    notify({ type: 'error', title: 'Failed to copy text' });
  }
}

/**
 * 'Open in ChatGPT' and 'Open in Claude': links that open the assistant in a new tab with `text`
 * in its input. A text too long for a link opens the assistant's new chat and is copied for
 * pasting, as the note under the buttons says beforehand. `onOpen` hears of each use; `mayOpen`,
 * when given, is asked first and false keeps the visitor here (a card then shows its gate).
 */
export function AssistantButtons(props: {
  text: string;
  onOpen: (assistant: AssistantId) => void;
  mayOpen?: () => boolean;
  /** The id of what names the prompt, when a page shows several. */
  describedBy?: string;
  /** Buttons as wide as their row (a card's footer). */
  fill?: boolean;
}) {
  const noteId = useId();
  const links = ASSISTANTS.map((assistant) => ({
    assistant,
    ...assistantLink(assistant, props.text),
  }));
  const tooLong = links.some((link) => !link.carriesText);
  const describedBy = [props.describedBy, tooLong ? noteId : null].filter(Boolean).join(' ');

  const onClick = (event: MouseEvent, assistant: Assistant, link: AssistantLink) => {
    if (props.mayOpen && !props.mayOpen()) {
      event.preventDefault();
      return;
    }
    props.onOpen(assistant.id);
    if (!link.carriesText) void copyForPasting(props.text, assistant);
  };

  return (
    <Stack gap="2">
      <Flex gap="2" wrap="wrap">
        {links.map(({ assistant, ...link }) => (
          <Button
            key={assistant.id}
            asChild
            size="sm"
            variant="outline"
            flex={props.fill ? '1' : undefined}
          >
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={describedBy || undefined}
              onClick={(event) => onClick(event, assistant, link)}
            >
              Open in {assistant.name} <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
              <StrokeIcon
                d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
                size={14}
              />
            </a>
          </Button>
        ))}
      </Flex>
      {tooLong && (
        <Text id={noteId} fontSize="sm" color="fg.muted">
          {TOO_LONG_NOTE}
        </Text>
      )}
    </Stack>
  );
}
