import type { Backend } from '../../../backend/backend.ts';
import { itemQueryOptions } from '../../../stores/offline-library';

/** The prompt a share link names (?prompt={id}), else its saved copy; item null: none. */
export const sharedPromptQueryOptions = (backend: Backend, id: string) =>
  itemQueryOptions({
    kind: 'prompt',
    by: 'id',
    value: id,
    read: () => backend.content.getPromptById(id),
  });
