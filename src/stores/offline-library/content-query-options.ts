import { queryOptions } from '@tanstack/react-query';
import type { ItemOfKind } from '../../domain/saved-pieces.ts';
import type { ContentKind } from '../../domain/types.ts';
import { CONTENT_GROUP, contentKeys } from '../content-keys.ts';
import type { ListAnswer } from './backend-or-saved.ts';
import { readItem, readList } from './read-through.ts';
import { contentStaleTime, ON_RECONNECT } from './refresh-policy.ts';

/**
 * A content list's query (a feature's api/ file says what it reads): keyed under its kind, read
 * through the saved-copy layer (offline, the saved items `keep` keeps), fresh for a minute, and
 * read again quietly when the connection returns.
 */
export function listQueryOptions<K extends ContentKind>(list: {
  kind: K;
  /** Which list (its key's name), and what narrows it. */
  name: string;
  params: Record<string, unknown>;
  read: () => Promise<ItemOfKind<K>[]>;
  keep: (item: ItemOfKind<K>) => boolean;
}) {
  const queryKey = contentKeys.list(CONTENT_GROUP[list.kind], list.name, list.params);
  return queryOptions({
    queryKey,
    queryFn: ({ client }) =>
      readList(list.kind, list.read, {
        keep: list.keep,
        // A failed refresh leaves the backend's list on screen.
        shown: client.getQueryData<ListAnswer<unknown>>(queryKey),
      }),
    staleTime: contentStaleTime,
    meta: ON_RECONNECT.refresh,
  });
}

/**
 * The query of one item found by its id (a share link) or its title (the featured essay): keyed
 * under its kind, read through the saved-copy layer (offline, the saved item with that id or
 * title), fresh for a minute; with `refresh`, read again when the connection returns, as the list
 * it belongs to is.
 */
export function itemQueryOptions<K extends ContentKind>(item: {
  kind: K;
  by: 'id' | 'title';
  value: string;
  read: () => Promise<ItemOfKind<K> | null>;
  refresh?: boolean;
}) {
  const { kind, by, value, read, refresh = false } = item;
  const matches = (saved: ItemOfKind<K>) => saved[by] === value;
  return queryOptions({
    queryKey: contentKeys.piece(kind, by, value),
    queryFn: () => readItem(kind, read, matches),
    staleTime: contentStaleTime,
    meta: refresh ? ON_RECONNECT.refresh : {},
  });
}
