import { Button, Flex, Heading, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DeleteDialog, PlusIcon, ScheduledList, useDeleteTarget } from '../kit';
import { EssayDialog } from './essay-dialog.tsx';
import { EssayRow } from './essay-row.tsx';
import { NOUN, type LongformKind, type Piece } from './kinds.ts';
import {
  useDeleteLongform,
  useFetchPiece,
  useLongformList,
  useUnscheduleLongform,
} from './use-longform.ts';

/** The delete confirmation's text. */
export const deleteQuestion = (noun: string, title: string) =>
  `Are you sure you want to delete the ${noun.toLowerCase()} "${title}"? This action cannot be undone.`;

type OpenDialog = { piece: Piece | null; serial: number } | null;

/**
 * The CMS's Essays tab (admin-cms.md), managing essays and dispatches (`articles`) alike: a
 * switch Essays | Dispatches above the list (kept in the URL as ?kind=dispatches), the list
 * ordered by updated_at descending, and the 'New Essay' dialog.
 */
export function EssaysTab() {
  const [params, setParams] = useSearchParams();
  const kind: LongformKind = params.get('kind') === 'dispatches' ? 'dispatches' : 'essays';
  return (
    <LongformManager
      key={kind}
      kind={kind}
      onKind={(next) => setParams(next === 'essays' ? {} : { kind: next })}
    />
  );
}

function LongformManager({
  kind,
  onKind,
}: {
  kind: LongformKind;
  onKind: (kind: LongformKind) => void;
}) {
  const noun = NOUN[kind];
  const list = useLongformList(kind);
  const remove = useDeleteLongform(kind);
  const fetchPiece = useFetchPiece(kind);
  const [open, setOpen] = useState<OpenDialog>(null);
  const deleting = useDeleteTarget<Piece>();
  const unschedule = useUnscheduleLongform(kind);
  const scheduled = (list.data ?? []).filter((piece) => piece.status === 'scheduled');

  const openDialog = (piece: Piece | null) =>
    setOpen((current) => ({ piece, serial: (current?.serial ?? 0) + 1 }));
  const reloadOpen = async () => {
    const id = open?.piece?.id;
    const fresh = id ? await fetchPiece(id) : null;
    if (fresh) openDialog(fresh);
    else setOpen(null);
  };

  return (
    <Stack gap="6">
      <Flex justify="space-between" align="flex-end" gap="4" wrap="wrap">
        <Stack gap="3">
          <Heading as="h2" size="xl">
            {kind === 'essays' ? 'Essays' : 'Dispatches'}
          </Heading>
          <SegmentGroup.Root
            value={kind}
            onValueChange={({ value }) => value && onKind(value as LongformKind)}
            aria-label="Show"
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items
              items={[
                { value: 'essays', label: 'Essays' },
                { value: 'dispatches', label: 'Dispatches' },
              ]}
            />
          </SegmentGroup.Root>
        </Stack>
        <Button colorPalette="orange" onClick={() => openDialog(null)}>
          <PlusIcon /> New {noun}
        </Button>
      </Flex>

      <ScheduledList
        noun={kind}
        entries={scheduled.map((piece) => ({
          id: piece.id,
          title: piece.title,
          at: piece.scheduledAt ?? piece.updatedAt,
        }))}
        busyId={unschedule.isPending ? (unschedule.variables?.id ?? null) : null}
        onEdit={(id) => openDialog(scheduled.find((piece) => piece.id === id) ?? null)}
        onUnschedule={(id) => {
          const piece = scheduled.find((p) => p.id === id);
          if (piece) unschedule.mutate(piece);
        }}
      />

      {list.isPending ? (
        <Text role="status">Loading {kind}...</Text>
      ) : list.data === undefined ? (
        // A list once loaded stays when a later read fails (a write's failure says what failed).
        <Stack gap="3" align="flex-start" role="alert">
          <Text>Failed to fetch {kind}</Text>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            Retry
          </Button>
        </Stack>
      ) : list.data.length === 0 ? (
        <Text color="fg.muted">
          No {kind} found. Create your first {noun.toLowerCase()} to get started.
        </Text>
      ) : (
        <Stack
          as="ul"
          gap="3"
          listStyleType="none"
          aria-label={kind === 'essays' ? 'Essays' : 'Dispatches'}
        >
          {list.data.map((piece) => (
            <EssayRow
              key={piece.id}
              kind={kind}
              piece={piece}
              onEdit={() => openDialog(piece)}
              onDelete={() => deleting.ask(piece)}
            />
          ))}
        </Stack>
      )}

      {open && (
        <EssayDialog
          key={`${open.piece?.id ?? 'new'}-${open.serial}`}
          kind={kind}
          piece={open.piece}
          onClose={() => setOpen(null)}
          onReload={reloadOpen}
        />
      )}
      <DeleteDialog
        target={deleting}
        title={`Delete ${noun}`}
        question={(piece) => deleteQuestion(noun, piece.title)}
        busy={remove.isPending}
        onDelete={(piece, settled) => remove.mutate(piece, { onSettled: settled })}
      />
    </Stack>
  );
}
