import { use } from 'react';
import type { AdminBackend } from '../../../backend/admin-api.ts';
import type { Backend } from '../../../backend/backend.ts';
import { useBackend } from '../../../backend/backend-context.tsx';

// The admin surface's module, loaded once per backend (a code chunk, not data: nothing to
// invalidate), so every tab suspends on the same promise.
const loaded = new WeakMap<Backend, Promise<AdminBackend>>();

/** The CMS's surface of the backend; suspends while its chunk loads. */
export function useAdminBackend(): AdminBackend {
  const backend = useBackend();
  let admin = loaded.get(backend);
  if (!admin) {
    admin = backend.loadAdmin();
    loaded.set(backend, admin);
  }
  return use(admin);
}
