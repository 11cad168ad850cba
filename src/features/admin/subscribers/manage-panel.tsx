import { Box, Button, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { SUBSCRIBER_PAGE_SIZE, type SubscriberCursor } from '../../../domain/subscribers-admin.ts';
import type { Subscriber, SubscriberStatus } from '../../../domain/types.ts';
import { ConfirmDialog, LoadFailedAlert } from '../kit/index.ts';
import {
  useSubscriberActions,
  useSubscriberCount,
  useSubscriberPage,
} from './subscriber-queries.ts';
import { SubscribersTable } from './subscribers-table.tsx';
import { STATUS_LABELS, TEXTS } from './texts.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

type StatusFilter = SubscriberStatus | 'all';

/**
 * Manage Subscribers: search and status filter, the table a page at a time (a cursor per page
 * seen, so Previous needs no recount), the status change and delete.
 */
export function ManagePanel() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [cursors, setCursors] = useState<(SubscriberCursor | null)[]>([null]);
  const [deleting, setDeleting] = useState<Subscriber | null>(null);
  const term = useDebouncedValue(search, 300);
  const pageIndex = cursors.length - 1;
  const page = useSubscriberPage({
    status,
    search: term,
    after: cursors[pageIndex] ?? null,
    pageSize: SUBSCRIBER_PAGE_SIZE,
  });
  // How many match in all: counted apart, so the rows show without waiting for it.
  const total = useSubscriberCount({ status, search: term });
  const { setStatus: change, remove } = useSubscriberActions();
  const restart = () => setCursors([null]);
  // A new filter starts again at the first page (the cursors belong to the old one).
  const [seen, setSeen] = useState({ term, status });
  if (seen.term !== term || seen.status !== status) {
    setSeen({ term, status });
    restart();
  }
  const rows = page.data?.rows ?? [];
  const first = pageIndex * SUBSCRIBER_PAGE_SIZE + 1;
  const busyId = change.isPending ? (change.variables?.id ?? null) : null;

  return (
    <Stack gap="4">
      <Stack direction={{ base: 'column', md: 'row' }} gap="3">
        <Input
          type="search"
          aria-label="Search subscribers"
          placeholder={TEXTS.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          flex={{ md: '1' }}
        />
        <NativeSelect.Root width={{ base: 'full', md: '48' }}>
          <NativeSelect.Field
            aria-label="Filter by status"
            value={status}
            onChange={(event) => setStatus(event.currentTarget.value as StatusFilter)}
          >
            <option value="all">All Statuses</option>
            {(['confirmed', 'pending', 'unsubscribed', 'bounced'] as const).map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Stack>
      {page.isError ? (
        <LoadFailedAlert>{TEXTS.loadFailed}</LoadFailedAlert>
      ) : (
        <Box aria-busy={page.isFetching} opacity={page.isPlaceholderData ? 0.6 : 1}>
          {page.isPending ? (
            <Text color="fg.muted">Loading subscribers...</Text>
          ) : rows.length === 0 ? (
            <Text color="fg.muted">No subscribers found.</Text>
          ) : (
            <SubscribersTable
              rows={rows}
              busyId={busyId}
              onStatus={(row, next) => change.mutate({ id: row.id, status: next })}
              onDelete={setDeleting}
            />
          )}
        </Box>
      )}
      {page.data && rows.length > 0 && (
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text color="fg.muted" aria-live="polite">
            Showing {first.toLocaleString('en-US')}–
            {(first + rows.length - 1).toLocaleString('en-US')}
            {total.data !== undefined && ` of ${total.data.toLocaleString('en-US')}`}
          </Text>
          <HStack gap="2">
            <Button
              size="sm"
              variant="outline"
              disabled={pageIndex === 0}
              onClick={() => setCursors((stack) => stack.slice(0, -1))}
            >
              Previous
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={!page.data.next || page.isPlaceholderData}
              onClick={() => {
                const next = page.data?.next;
                if (next) setCursors((stack) => [...stack, next]);
              }}
            >
              Next
            </Button>
          </HStack>
        </HStack>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Subscriber"
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      >
        {deleting ? TEXTS.deleteQuestion(deleting.email) : ''}
      </ConfirmDialog>
    </Stack>
  );
}
