import {
  collection,
  deleteDoc,
  doc,
  documentId,
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  updateDoc,
  where,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { readEntity } from '../../../domain/entities/entity.ts';
import { subscriberEntity } from '../../../domain/entities/visitor.ts';
import {
  MAX_SEARCH_PREFIX,
  matchesSearch,
  normaliseSearch,
  statsWindows,
  statusChangeFields,
  type SubscriberQuery,
} from '../../../domain/subscribers-admin.ts';
import type { Subscriber, SubscriberStatus } from '../../../domain/types.ts';
import type { AdminSubscribersApi } from '../../admin-audience-api.ts';
import type { FirebaseContext } from '../app.ts';
import { translated } from '../errors.ts';

/** How many rows an export reads per request. */
const EXPORT_BATCH = 1000;

/**
 * The Subscribers tab on Firestore: the cards are count() queries; the table is one query per
 * page (status and search filters, newest first, a cursor on createdAt and the id), the search
 * an array-contains on the rows' `searchTerms` (domain/subscribers-admin.ts); the rules let
 * admins read, change the status fields and delete.
 */
export function createAdminSubscribers({ db }: FirebaseContext): AdminSubscribersApi {
  const subscribers = collection(db, 'subscribers');
  const read = (snap: { id: string; data(): Record<string, unknown> }): Subscriber =>
    readEntity(subscriberEntity, snap.id, snap.data());
  const newestFirst = [orderBy('createdAt', 'desc'), orderBy(documentId(), 'desc')];
  const filters = (status: SubscriberStatus | 'all', term: string): QueryConstraint[] => [
    ...(status === 'all' ? [] : [where('status', '==', status)]),
    ...(term ? [where('searchTerms', 'array-contains', term.slice(0, MAX_SEARCH_PREFIX))] : []),
  ];
  const count = async (...constraints: QueryConstraint[]) =>
    (await getCount(query(subscribers, ...constraints))).data().count;

  return {
    stats: () =>
      translated(async () => {
        const { week, month } = statsWindows(new Date());
        const [total, thisWeek, confirmed, pending, thisMonth, bounced] = await Promise.all([
          count(),
          count(where('createdAt', '>=', week)),
          count(where('status', '==', 'confirmed')),
          count(where('status', '==', 'pending')),
          count(where('createdAt', '>=', month)),
          count(where('status', '==', 'bounced')),
        ]);
        return { total, thisWeek, confirmed, pending, thisMonth, bounced };
      }),
    page: (request: SubscriberQuery) =>
      translated(async () => {
        const term = normaliseSearch(request.search);
        const constraints = filters(request.status, term);
        const after = request.after ? [startAfter(request.after.createdAt, request.after.id)] : [];
        // One row more than the page: whether there is a next page, without an empty one.
        const snapshot = await getDocs(
          query(subscribers, ...constraints, ...newestFirst, ...after, limit(request.pageSize + 1)),
        );
        const fetched = snapshot.docs.slice(0, request.pageSize).map(read);
        const last = fetched[fetched.length - 1];
        return {
          // Terms longer than the stored prefixes matched on their first 30 characters: check all.
          rows: fetched.filter((row) => matchesSearch(row, term)),
          next:
            last && snapshot.size > request.pageSize
              ? { createdAt: last.createdAt, id: last.id }
              : null,
        };
      }),
    count: (filter) =>
      translated(() => count(...filters(filter.status, normaliseSearch(filter.search)))),
    setStatus: (id, status) =>
      translated(() => updateDoc(doc(subscribers, id), statusChangeFields(status, new Date()))),
    remove: (id) => translated(() => deleteDoc(doc(subscribers, id))),
    exportRows: (status) =>
      translated(async () => {
        const rows: Subscriber[] = [];
        for (;;) {
          const last = rows[rows.length - 1];
          const page = await getDocs(
            query(
              subscribers,
              ...filters(status, ''),
              ...newestFirst,
              ...(last ? [startAfter(last.createdAt, last.id)] : []),
              limit(EXPORT_BATCH),
            ),
          );
          rows.push(...page.docs.map(read));
          if (page.size < EXPORT_BATCH) return rows;
        }
      }),
  };
}
