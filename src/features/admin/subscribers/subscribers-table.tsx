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

// Below md each row is drawn as a card (e-mail and status, then name, source and date with
// their labels, then the actions), so nothing waits off-screen on a phone. It stays one table:
// explicit roles keep its rows and cells for screen readers once it is no longer displayed as one.
const CARD_CELL = {
  display: { mdDown: 'block' },
  px: { mdDown: '0' },
  py: { mdDown: '0' },
  borderBottomWidth: { mdDown: '0' },
  whiteSpace: { mdDown: 'normal' },
  role: 'cell',
} as const;
/** A detail line of the card: its column's name before it, as the header row is hidden. */
const cardLine = (label: string) =>
  ({
    ...CARD_CELL,
    gridColumn: '1 / -1',
    fontSize: { mdDown: 'sm' },
    _before: { content: { mdDown: `"${label}: "` }, color: 'fg.muted' },
  }) as const;

/** The Manage table: Email, Name (or '-'), Status, Source (or 'Direct'), Created, Actions. */
export function SubscribersTable(props: {
  rows: readonly Subscriber[];
  busyId: string | null;
  onStatus: (row: Subscriber, status: SettableStatus) => void;
  onDelete: (row: Subscriber) => void;
}) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm" minW={{ md: '720px' }} display={{ mdDown: 'block' }} role="table">
        <Table.Header srOnly={{ mdDown: true }} role="rowgroup">
          <Table.Row role="row">
            {['Email', 'Name', 'Status', 'Source', 'Created', 'Actions'].map((title) => (
              <Table.ColumnHeader key={title} role="columnheader">
                {title}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body display={{ mdDown: 'block' }} role="rowgroup">
          {props.rows.map((row) => (
            <Table.Row
              key={row.id}
              role="row"
              display={{ mdDown: 'grid' }}
              gridTemplateColumns="minmax(0, 1fr) auto"
              columnGap="3"
              rowGap="1"
              p={{ mdDown: '3' }}
              borderBottomWidth={{ mdDown: '1px' }}
              _last={{ borderBottomWidth: { mdDown: '0' } }}
            >
              <Table.Cell {...CARD_CELL}>
                <Text wordBreak="break-all" fontWeight={{ mdDown: 'medium' }}>
                  {row.email}
                </Text>
              </Table.Cell>
              <Table.Cell {...cardLine('Name')}>{row.name || '-'}</Table.Cell>
              <Table.Cell {...CARD_CELL} gridColumn="2" gridRow="1" justifySelf="end">
                <StatusCell row={row} />
              </Table.Cell>
              <Table.Cell {...cardLine('Source')}>{row.source || 'Direct'}</Table.Cell>
              <Table.Cell {...cardLine('Created')} whiteSpace="nowrap">
                {formatDay(row.createdAt)}
              </Table.Cell>
              <Table.Cell {...CARD_CELL} gridColumn="1 / -1" pt={{ mdDown: '2' }}>
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
