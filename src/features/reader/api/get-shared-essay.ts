import type { Backend } from '../../../backend/backend.ts';
import { itemQueryOptions } from '../../../stores/offline-library';

/** The essay a reader link names (?essay={id}), else its saved copy; item null: none. */
export const sharedEssayQueryOptions = (backend: Backend, id: string) =>
  itemQueryOptions({
    kind: 'essay',
    by: 'id',
    value: id,
    read: () => backend.content.getEssayById(id),
  });
