import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import {
  NEWSLETTER_ITEM_LABELS,
  NEWSLETTER_LIMITS,
  type NewsletterItem,
} from '../../../domain/newsletter/content.ts';
import { formatDay, SectionCard } from '../kit/index.ts';
import { TEXTS } from './texts.ts';

/** 'Recent Content Available': the first 5 of the last 30 days' pieces. */
export function RecentContentCard({ items }: { items: readonly NewsletterItem[] }) {
  return (
    <SectionCard title="Recent Content Available">
      {items.length === 0 ? (
        <Text color="fg.muted">{TEXTS.noRecent}</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {items.slice(0, NEWSLETTER_LIMITS.cardItems).map((item) => (
            <HStack as="li" key={item.id} justify="space-between" gap="3" align="flex-start">
              <Stack gap="0">
                <Text fontWeight="medium">{item.title}</Text>
                <Text color="fg.muted" fontSize="sm">
                  {formatDay(item.createdAt)}
                </Text>
              </Stack>
              <Badge colorPalette={item.type === 'article' ? 'blue' : 'purple'} flexShrink={0}>
                {NEWSLETTER_ITEM_LABELS[item.type]}
              </Badge>
            </HStack>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
