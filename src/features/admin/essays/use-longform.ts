import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DispatchInput, EssayInput } from '../../../backend/admin-content-api.ts';
import { longformInputFrom } from '../../../domain/cms/longform-save.ts';
import type { ContentVersion } from '../../../domain/cms/versions.ts';
import type { Dispatch, Essay } from '../../../domain/types.ts';
import { notify } from '../../../ui/notify.ts';
import { adminKeys, invalidateContent, useAdminBackend } from '../kit';
import { apiOf, type LongformKind, type Piece } from './kinds.ts';
import { longformToasts } from './longform-toasts.ts';

/**
 * Every essay (or dispatch), updated_at descending; a failure to load it says 'Failed to fetch
 * essays'. Once loaded, a failed read again (after a write that failed offline) keeps the list
 * and says nothing more: the write's own failure says what failed.
 */
export function useLongformList(kind: LongformKind) {
  const admin = useAdminBackend();
  const query = useQuery<Piece[]>({
    queryKey: adminKeys.list(kind),
    queryFn: () => apiOf(admin, kind).list(),
  });
  const failedAt = query.isError && query.data === undefined ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) notify(longformToasts.fetchFailed(kind));
  }, [failedAt, kind]);
  return query;
}

/** The kept earlier versions of a piece, newest first. */
export function useVersions(kind: LongformKind, id: string | null) {
  const admin = useAdminBackend();
  return useQuery<ContentVersion<Piece>[]>({
    queryKey: adminKeys.versions(kind, id ?? ''),
    queryFn: () => apiOf(admin, kind).versions(id ?? '') as Promise<ContentVersion<Piece>[]>,
    enabled: id !== null,
  });
}

/** The piece as stored now (after a conflicting save, to continue from the other version). */
export function useFetchPiece(kind: LongformKind) {
  const admin = useAdminBackend();
  return (id: string) => apiOf(admin, kind).get(id);
}

interface SaveRequest {
  id: string | null;
  input: EssayInput | DispatchInput;
  version: number | null;
}

/** Creates a piece, or saves one over the version its dialog opened. */
export function useSaveLongform(kind: LongformKind) {
  const admin = useAdminBackend();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, version }: SaveRequest): Promise<Piece> => {
      // The kind decides the input's shape: the essay dialog builds one for its kind.
      if (kind === 'essays') {
        return id === null || version === null
          ? admin.essays.create(input as EssayInput)
          : admin.essays.update(id, input as EssayInput, version);
      }
      return id === null || version === null
        ? admin.dispatches.create(input as DispatchInput)
        : admin.dispatches.update(id, input as DispatchInput, version);
    },
    onSuccess: (_piece: Essay | Dispatch, { id }) =>
      notify(longformToasts.saved(kind, id === null)),
    onError: (error) => notify(longformToasts.saveFailed(kind, error)),
    onSettled: (_piece, _error, { id }) =>
      Promise.all([
        invalidateContent(client, kind),
        id ? client.invalidateQueries({ queryKey: adminKeys.versions(kind, id) }) : null,
      ]),
  });
}

/** Unschedules a piece: it goes back to draft, its time forgotten. */
export function useUnscheduleLongform(kind: LongformKind) {
  const admin = useAdminBackend();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (piece: Piece): Promise<Piece> =>
      apiOf(admin, kind).update(
        piece.id,
        { ...longformInputFrom(piece), status: 'draft', scheduledAt: null } as never,
        piece.version,
      ),
    onSuccess: (_piece, piece) => notify(longformToasts.unscheduled(piece.title)),
    onError: (error) => notify(longformToasts.unscheduleFailed(error)),
    onSettled: () => invalidateContent(client, kind),
  });
}

/** Deletes a piece (and its kept versions). */
export function useDeleteLongform(kind: LongformKind) {
  const admin = useAdminBackend();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (piece: Piece) => apiOf(admin, kind).remove(piece.id),
    onSuccess: () => notify(longformToasts.deleted(kind)),
    onError: (error) => notify(longformToasts.deleteFailed(kind, error)),
    onSettled: () => invalidateContent(client, kind),
  });
}
