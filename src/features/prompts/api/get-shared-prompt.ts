import { queryOptions } from '@tanstack/react-query';
import type { Backend } from '../../../backend/backend.ts';
import { contentKeys } from '../../../stores/content-keys.ts';
import { contentStaleTime, readItem } from '../../../stores/offline-library';

/** The prompt a share link names (?prompt={id}), else its saved copy; item null: none. */
export const sharedPromptQueryOptions = (backend: Backend, id: string) =>
  queryOptions({
    queryKey: contentKeys.piece('prompt', 'id', id),
    queryFn: () =>
      readItem(
        'prompt',
        () => backend.content.getPromptById(id),
        (item) => item.id === id,
      ),
    staleTime: contentStaleTime,
  });
