import { Badge, Card, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import type { Prompt } from '../../../domain/types.ts';
import { ArrowDownIcon, ArrowUpIcon, CopyIcon, DeleteIcon, EditIcon } from '../kit';

/** Section 9: a prompt's preview is its first 80 characters. */
export const PREVIEW_LENGTH = 80;

/** The first 80 characters of a prompt's text, with an ellipsis when there is more. */
export function promptPreview(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH)}...` : flat;
}

/** One prompt in the library: what it is, and its actions (move, copy, edit, delete). */
export function PromptCard(props: {
  prompt: Prompt;
  first: boolean;
  last: boolean;
  onMove: (direction: 'up' | 'down') => void;
  onCopy: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { prompt } = props;
  const titleId = `prompt-${prompt.id}-title`;
  return (
    <Card.Root as="li" size="sm" aria-labelledby={titleId}>
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1" flex="1" minW="12rem">
            <HStack gap="2" wrap="wrap">
              <Text as="h3" id={titleId} fontWeight="semibold" fontSize="lg">
                {prompt.title}
              </Text>
              {prompt.featured && <Badge colorPalette="orange">Featured</Badge>}
              {prompt.status !== 'active' && <Badge colorPalette="gray">Inactive</Badge>}
            </HStack>
            <Text color="fg.muted">{prompt.description}</Text>
          </Stack>
          <HStack gap="1" role="group" aria-label={`Actions for ${prompt.title}`}>
            <IconButton
              aria-label="Move up"
              variant="ghost"
              size="sm"
              disabled={props.first}
              onClick={() => props.onMove('up')}
            >
              <ArrowUpIcon />
            </IconButton>
            <IconButton
              aria-label="Move down"
              variant="ghost"
              size="sm"
              disabled={props.last}
              onClick={() => props.onMove('down')}
            >
              <ArrowDownIcon />
            </IconButton>
            <IconButton aria-label="Copy content" variant="ghost" size="sm" onClick={props.onCopy}>
              <CopyIcon />
            </IconButton>
            <IconButton aria-label="Edit" variant="ghost" size="sm" onClick={props.onEdit}>
              <EditIcon />
            </IconButton>
            <IconButton
              aria-label="Delete"
              variant="ghost"
              size="sm"
              colorPalette="red"
              onClick={props.onDelete}
            >
              <DeleteIcon />
            </IconButton>
          </HStack>
        </HStack>
        <Text
          fontFamily="mono"
          fontSize="sm"
          color="fg.muted"
          bg="bg.muted"
          px="3"
          py="2"
          borderRadius="md"
        >
          {promptPreview(prompt.content)}
        </Text>
        {prompt.tags.length > 0 && (
          <HStack gap="1" wrap="wrap" aria-label="Categories and tags" role="group">
            {prompt.tags.map((tag) => (
              <Badge key={tag} variant="outline">
                {tag}
              </Badge>
            ))}
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
