import { Badge, Card, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DeleteIcon, EditIcon } from './icons.tsx';

/**
 * One item in a CMS list (a prompt, an essay): its title as the card's name with badges beside
 * it, a line under the title, its actions (the item's own, then edit and delete), and the rest.
 */
export function ItemCard(props: {
  titleId: string;
  title: string;
  badges: ReactNode;
  subtitle: ReactNode;
  /** The item's own actions, before Edit and Delete. */
  actions?: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
  gap: '2' | '3';
  children: ReactNode;
}) {
  return (
    <Card.Root as="li" size="sm" aria-labelledby={props.titleId}>
      <Card.Body gap={props.gap}>
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1" flex="1" minW="12rem">
            <HStack gap="2" wrap="wrap">
              <Text as="h3" id={props.titleId} fontWeight="semibold" fontSize="lg">
                {props.title}
              </Text>
              {props.badges}
            </HStack>
            {props.subtitle}
          </Stack>
          <HStack gap="1" role="group" aria-label={`Actions for ${props.title}`}>
            {props.actions}
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
        {props.children}
      </Card.Body>
    </Card.Root>
  );
}

/** An item's tags as outlined badges, in a group named by `label`; nothing when there are none. */
export function TagBadges(props: { tags: readonly string[]; label: string }) {
  if (props.tags.length === 0) return null;
  return (
    <HStack gap="1" wrap="wrap" role="group" aria-label={props.label}>
      {props.tags.map((tag) => (
        <Badge key={tag} variant="outline">
          {tag}
        </Badge>
      ))}
    </HStack>
  );
}
