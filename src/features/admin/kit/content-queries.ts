import type { QueryClient } from '@tanstack/react-query';
import { contentKeys, type ContentGroup } from '../../../stores/content-keys.ts';

/** The public content a CMS write changes (its reads' keys start ['content', kind]). */
export type PublicKind = ContentGroup;

/** The CMS's own query keys. */
export const adminKeys = {
  all: ['admin'] as const,
  list: (kind: PublicKind) => ['admin', kind] as const,
  versions: (kind: PublicKind, id: string) => ['admin', kind, id, 'versions'] as const,
};

/**
 * After a write: the CMS's list and the public reads of that kind read again, so a visitor (or
 * the admin in another tab of this app) sees the change without a rebuild or a reload.
 */
export function invalidateContent(client: QueryClient, kind: PublicKind): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: adminKeys.list(kind) }),
    client.invalidateQueries({ queryKey: contentKeys.group(kind) }),
  ]).then(() => undefined);
}
