import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { SectionCard } from './panels.tsx';
import { formatScheduled } from './schedule-time.ts';

/** Something waiting for its time, as the Scheduled list shows it. */
export interface ScheduledEntry {
  id: string;
  title: string;
  at: Date;
}

/** The 'Scheduled' badge of a list's row, with the time in the editor's own time zone. */
export function ScheduledBadge({ at }: { at: Date | null }) {
  return (
    <Badge colorPalette="blue">{at ? `Scheduled: ${formatScheduled(at)}` : 'Scheduled'}</Badge>
  );
}

/**
 * What a tab has scheduled and when, soonest first (times in the editor's own time zone, named),
 * each with Edit and Unschedule. Nothing when nothing is scheduled.
 */
export function ScheduledList(props: {
  /** What the list holds: 'essays', 'prompts', 'newsletters'... */
  noun: string;
  entries: readonly ScheduledEntry[];
  /** The entry being unscheduled, if any. */
  busyId: string | null;
  onEdit?: (id: string) => void;
  onUnschedule: (id: string) => void;
}) {
  if (props.entries.length === 0) return null;
  const entries = [...props.entries].sort((a, b) => a.at.getTime() - b.at.getTime());
  return (
    <SectionCard title="Scheduled">
      <Stack as="ul" gap="3" listStyleType="none" aria-label={`Scheduled ${props.noun}`}>
        {entries.map((entry) => (
          <HStack
            as="li"
            key={entry.id}
            justify="space-between"
            gap="3"
            wrap="wrap"
            borderBottomWidth="1px"
            pb="3"
            _last={{ borderBottomWidth: 0, pb: 0 }}
          >
            <Stack gap="0.5" minW="0">
              <Text fontWeight="semibold">{entry.title}</Text>
              <Text fontSize="sm" color="fg.muted">
                Goes out {formatScheduled(entry.at)}
              </Text>
            </Stack>
            <HStack gap="2">
              {props.onEdit && (
                <Button size="sm" variant="outline" onClick={() => props.onEdit?.(entry.id)}>
                  Edit
                </Button>
              )}
              <Button
                size="sm"
                variant="outline"
                loading={props.busyId === entry.id}
                loadingText="Unscheduling..."
                aria-label={`Unschedule ${entry.title}`}
                onClick={() => props.onUnschedule(entry.id)}
              >
                Unschedule
              </Button>
            </HStack>
          </HStack>
        ))}
      </Stack>
    </SectionCard>
  );
}
