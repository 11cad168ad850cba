import { Badge, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { NEWSLETTER_ITEM_LABELS, type NewsletterItem } from '../../../domain/newsletter/content.ts';
import { formatDay } from '../kit/index.ts';

/** The last 30 days' pieces, each to tick for the newsletter. */
export function ContentPicker(props: {
  items: readonly NewsletterItem[];
  selected: ReadonlySet<string>;
  onToggle: (id: string, checked: boolean) => void;
}) {
  return (
    <Stack gap="3" role="group" aria-label="Content from the last 30 days">
      {props.items.map((item) => (
        <Checkbox.Root
          key={item.id}
          checked={props.selected.has(item.id)}
          onCheckedChange={(event) => props.onToggle(item.id, event.checked === true)}
          alignItems="flex-start"
          borderWidth="1px"
          borderRadius="l2"
          p="3"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control mt="1" />
          <Checkbox.Label flex="1">
            <Stack gap="1">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="semibold">{item.title}</Text>
                <Badge colorPalette={item.type === 'article' ? 'blue' : 'purple'}>
                  {NEWSLETTER_ITEM_LABELS[item.type]}
                </Badge>
              </HStack>
              <Text color="fg.muted" fontWeight="normal" lineClamp={2}>
                {item.description}
              </Text>
              <Text color="fg.muted" fontWeight="normal" fontSize="xs">
                {formatDay(item.createdAt)}
              </Text>
            </Stack>
          </Checkbox.Label>
        </Checkbox.Root>
      ))}
    </Stack>
  );
}
