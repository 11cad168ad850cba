import { Badge, IconButton, Text } from '@chakra-ui/react';
import type { Prompt } from '../../../domain/types.ts';
import { ArrowDownIcon, ArrowUpIcon, CopyIcon, ItemCard, ScheduledBadge, TagBadges } from '../kit';

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
  return (
    <ItemCard
      titleId={`prompt-${prompt.id}-title`}
      title={prompt.title}
      gap="3"
      badges={
        <>
          {prompt.featured && <Badge colorPalette="orange">Featured</Badge>}
          {prompt.status === 'scheduled' && <ScheduledBadge at={prompt.scheduledAt} />}
          {prompt.status === 'inactive' && <Badge colorPalette="gray">Inactive</Badge>}
        </>
      }
      subtitle={<Text color="fg.muted">{prompt.description}</Text>}
      actions={
        <>
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
        </>
      }
      onEdit={props.onEdit}
      onDelete={props.onDelete}
    >
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
      <TagBadges tags={prompt.tags} label="Categories and tags" />
    </ItemCard>
  );
}
