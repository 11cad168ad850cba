import { Badge, HStack, IconButton, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { SUBSCRIBER_STATUSES, type SettableStatus } from '../../../domain/subscribers-admin.ts';
import type { Subscriber } from '../../../domain/types.ts';
import { formatDay } from '../kit/index.ts';
import { BOUNCE_REASON_LABELS, STATUS_COLORS, STATUS_LABELS } from './texts.ts';

/** The Status cell: the badge, and for a bounced row why and since when. */
function StatusCell({ row }: { row: Subscriber }) {
  const badge = <Badge colorPalette={STATUS_COLORS[row.status]}>{STATUS_LABELS[row.status]}</Badge>;
  if (row.status !== 'bounced') return badge;
  const why = row.bounceReason ? BOUNCE_REASON_LABELS[row.bounceReason] : null;
  const since = row.bouncedAt ? formatDay(row.bouncedAt) : null;
  return (
    <Stack gap="1" align="start">
      {badge}
      {(why || since) && (
        <Text fontSize="xs" color="fg.muted">
          {[why, since].filter(Boolean).join(', ')}
        </Text>
      )}
    </Stack>
  );
}

function TrashIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
    </svg>
  );
}

/** The Manage table: Email, Name (or '-'), Status, Source (or 'Direct'), Created, Actions. */
export function SubscribersTable(props: {
  rows: readonly Subscriber[];
  busyId: string | null;
  onStatus: (row: Subscriber, status: SettableStatus) => void;
  onDelete: (row: Subscriber) => void;
}) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm" minW="720px">
        <Table.Header>
          <Table.Row>
            {['Email', 'Name', 'Status', 'Source', 'Created', 'Actions'].map((title) => (
              <Table.ColumnHeader key={title}>{title}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {props.rows.map((row) => (
            <Table.Row key={row.id}>
              <Table.Cell>
                <Text wordBreak="break-all">{row.email}</Text>
              </Table.Cell>
              <Table.Cell>{row.name || '-'}</Table.Cell>
              <Table.Cell>
                <StatusCell row={row} />
              </Table.Cell>
              <Table.Cell>{row.source || 'Direct'}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDay(row.createdAt)}</Table.Cell>
              <Table.Cell>
                <HStack gap="2">
                  <NativeSelect.Root size="xs" width="36" disabled={props.busyId === row.id}>
                    <NativeSelect.Field
                      aria-label={`Status of ${row.email}`}
                      value={row.status}
                      onChange={(event) =>
                        props.onStatus(row, event.currentTarget.value as SettableStatus)
                      }
                    >
                      {/* Only a bounce sets Bounced: shown as the row's status, not offered. */}
                      {row.status === 'bounced' && (
                        <option value="bounced" disabled>
                          {STATUS_LABELS.bounced}
                        </option>
                      )}
                      {SUBSCRIBER_STATUSES.map((status) => (
                        <option key={status} value={status}>
                          {STATUS_LABELS[status]}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={`Delete ${row.email}`}
                    onClick={() => props.onDelete(row)}
                  >
                    <TrashIcon />
                  </IconButton>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
