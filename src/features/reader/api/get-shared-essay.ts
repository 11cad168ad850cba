import { queryOptions } from '@tanstack/react-query';
import type { Backend } from '../../../backend/backend.ts';
import { contentKeys } from '../../../stores/content-keys.ts';
import { contentStaleTime, readItem } from '../../../stores/offline-library';

/** The essay a reader link names (?essay={id}), else its saved copy; item null: none. */
export const sharedEssayQueryOptions = (backend: Backend, id: string) =>
  queryOptions({
    queryKey: contentKeys.piece('essay', 'id', id),
    queryFn: () =>
      readItem(
        'essay',
        () => backend.content.getEssayById(id),
        (item) => item.id === id,
      ),
    staleTime: contentStaleTime,
  });
