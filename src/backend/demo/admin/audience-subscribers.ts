import {
  compareNewestFirst,
  filterSubscribers,
  isSettableStatus,
  pageOfSubscribers,
  statusChangeFields,
  subscriberStats,
} from '../../../domain/subscribers-admin.ts';
import { BackendError } from '../../../domain/errors.ts';
import type { AdminSubscribersApi } from '../../admin-audience-api.ts';
import { accessRoleOfUser, assertAllowed, PERMISSION_DENIED } from '../access.ts';
import type { DemoContext } from '../context.ts';

/**
 * The Subscribers tab on the demo database, with the rules' answers: only an admin reads the
 * list or changes a row ('permission-denied' otherwise, as Firestore says).
 */
export function createDemoAdminSubscribers({
  db,
  session,
  remote,
  now,
}: DemoContext): AdminSubscribersApi {
  const asAdmin = async (operation: 'list' | 'update' | 'delete') => {
    assertAllowed(
      'subscribers',
      await accessRoleOfUser(db, session.current()),
      operation,
      'others',
    );
  };
  const rows = async () => {
    await asAdmin('list');
    return db.list('subscribers');
  };
  return {
    stats: () => remote(async () => subscriberStats(await rows(), now())),
    page: (query) => remote(async () => pageOfSubscribers(await rows(), query)),
    count: (filter) => remote(async () => filterSubscribers(await rows(), filter).length),
    setStatus: (id, status) =>
      remote(async () => {
        await asAdmin('update');
        // The rules let admins set these three only ('bounced' is the bounce handling's).
        if (!isSettableStatus(status)) {
          throw new BackendError('permission-denied', PERMISSION_DENIED);
        }
        const fields = statusChangeFields(status, now());
        const found = await db.mutate('subscribers', (all) => {
          const row = all.find((r) => r.id === id);
          if (row) Object.assign(row, fields);
          return row !== undefined;
        });
        if (!found) throw new BackendError('not-found', `No document to update: subscribers/${id}`);
      }),
    remove: (id) =>
      remote(async () => {
        await asAdmin('delete');
        await db.mutate('subscribers', (all) => {
          const index = all.findIndex((row) => row.id === id);
          if (index >= 0) all.splice(index, 1);
        });
      }),
    exportRows: (status) =>
      remote(async () =>
        (await rows())
          .filter((row) => status === 'all' || row.status === status)
          .sort(compareNewestFirst),
      ),
  };
}
