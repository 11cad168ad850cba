// The access table (src/domain/access.ts) held against firestore.rules: every row, allowed or
// denied, is tried on the emulator as the role it names. The demo backend's permission checks
// read the same table, so the two backends cannot disagree about who may do what.
import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_COLLECTIONS,
  ACCESS_OPERATIONS,
  ACCESS_ROLES,
  ACCESS_TABLE,
  PUBLIC_STATUS,
  accessRows,
  type AccessCollection,
  type AccessOperation,
  type AccessRole,
  type AccessScope,
} from '../../src/domain/access.ts';
import {
  dispatchDoc,
  essayDoc,
  pageViewDoc,
  promptDoc,
  shareDoc,
  subscriberDoc,
  ts,
  type DocData,
} from './fixtures.ts';
import { ADMIN_UID, useRulesEnv } from './rules-env.ts';

const suite = useRulesEnv('firestore');

/** Each role's identity: a uid and an e-mail (none for a visitor). */
const PEOPLE: Record<Exclude<AccessRole, 'visitor'>, { uid: string; email: string }> = {
  reader: { uid: 'reader', email: 'reader@example.com' },
  'verified-reader': { uid: 'verified', email: 'verified@example.com' },
  subscriber: { uid: 'subscriber', email: 'subscriber@example.com' },
  admin: { uid: ADMIN_UID, email: 'admin@example.com' },
};
const SOMEONE_ELSE = { uid: 'someone-else', email: 'someone-else@example.com' };

function contextOf(role: AccessRole): RulesTestContext {
  if (role === 'visitor') return suite.env.unauthenticatedContext();
  const { uid, email } = PEOPLE[role];
  return suite.env.authenticatedContext(uid, {
    email,
    email_verified: role !== 'reader',
    ...(role === 'admin' ? { admin: true } : {}),
  });
}

/** The person whose documents a scope is about, for a role ('own' is never asked of a visitor). */
function ownerOf(role: AccessRole, scope: AccessScope) {
  if (scope !== 'own') return SOMEONE_ELSE;
  if (role === 'visitor') throw new Error('a visitor has no own documents');
  return PEOPLE[role];
}

const CONTENT_DOC: Record<keyof typeof PUBLIC_STATUS, (overrides?: DocData) => DocData> = {
  essays: essayDoc,
  articles: dispatchDoc,
  resources: promptDoc,
};

/** A valid document of a collection in a scope: a refused write is refused for who asks. */
function validDoc(collection: AccessCollection, scope: AccessScope, role: AccessRole): DocData {
  switch (collection) {
    case 'essays':
    case 'articles':
    case 'resources': {
      if (scope === 'public') return CONTENT_DOC[collection]();
      // Scheduled a second ago: its time has come, the scheduler has not run yet.
      if (scope === 'scheduled') {
        return CONTENT_DOC[collection]({
          status: 'scheduled',
          ...(collection === 'resources' ? {} : { publishedAt: null }),
          scheduledAt: firebase.firestore.Timestamp.fromMillis(Date.now() - 1000),
        });
      }
      return collection === 'resources'
        ? promptDoc({ status: 'inactive' })
        : CONTENT_DOC[collection]({ status: 'draft', publishedAt: null });
    }
    case 'subscribers': {
      const { email } = ownerOf(role, scope);
      return subscriberDoc({ email, status: role === 'subscriber' ? 'confirmed' : 'pending' });
    }
    case 'users':
      return { name: 'Riley Reader' };
    case 'page_views':
      return pageViewDoc({ createdAt: ts('2026-10-01T09:00:00Z') });
    case 'social_shares':
      return shareDoc({ createdAt: ts('2026-10-01T09:00:00Z') });
    case 'contacts':
      return { name: 'Ada', email: 'ada@example.com', message: 'Hello', company: null };
    case 'content_versions':
      return {
        version: 0,
        archivedAt: ts('2026-10-10T09:00:00Z'),
        archivedBy: 'admin',
        snapshot: essayDoc({ slug: 'versioned' }),
      };
    case 'slug_claims':
      return { collection: 'essays', slug: 'claimed-piece', docId: 'claimed' };
    default:
      return { note: 'written by the Admin SDK', at: ts('2026-10-01T09:00:00Z') };
  }
}

/** The id of the document a row is about. */
function docId(collection: AccessCollection, scope: AccessScope, role: AccessRole): string {
  if (collection === 'users') return ownerOf(role, scope).uid;
  if (collection === 'subscribers') return `${scope}-${role}`;
  // A kept version's id is its number; a claim's is {collection}:{slug}.
  if (collection === 'content_versions') return '0';
  if (collection === 'slug_claims') return 'essays:claimed-piece';
  return scope;
}

/**
 * The path of the collection a row is about: the CMS's kept versions are a subcollection of
 * their piece (essays/{id}/versions; articles' are alike).
 */
function collectionPath(collection: AccessCollection): string {
  return collection === 'content_versions' ? 'essays/versioned/versions' : collection;
}

/**
 * What the rules look at besides the document (with the rules off): a kept version needs its
 * piece saved past it; a slug claim may be created only for a piece holding the slug, and
 * deleted only once none does.
 */
async function prepareAround(
  context: RulesTestContext,
  collection: AccessCollection,
  operation: AccessOperation,
) {
  const db = context.firestore();
  if (collection === 'content_versions') {
    await db.doc('essays/versioned').set(essayDoc({ slug: 'versioned', version: 1 }));
  }
  if (collection === 'slug_claims') {
    const piece = db.doc('essays/claimed');
    if (operation === 'create') await piece.set(essayDoc({ slug: 'claimed-piece' }));
    else await piece.delete();
  }
}

/** A valid change: what the owner or an admin would write. */
function validChange(collection: AccessCollection): DocData {
  switch (collection) {
    case 'essays':
    case 'articles':
    case 'resources':
      // The next version: the prepared document has none (version 0).
      return { title: 'A changed title', updatedAt: ts('2026-10-10T09:00:00Z'), version: 1 };
    case 'subscribers':
      return { status: 'unsubscribed', unsubscribedAt: ts('2026-10-10T09:00:00Z') };
    case 'users':
      return { name: 'Riley R.' };
    default:
      return { note: 'changed' };
  }
}

/** The query a `list` row makes: exactly the scope's documents. */
function listQuery(
  db: firebase.firestore.Firestore,
  collection: AccessCollection,
  scope: AccessScope,
  role: AccessRole,
): firebase.firestore.Query {
  const ref = db.collection(collectionPath(collection));
  switch (collection) {
    case 'essays':
    case 'articles':
    case 'resources': {
      const status = PUBLIC_STATUS[collection];
      if (scope === 'scheduled') return ref.where('status', '==', 'scheduled');
      return scope === 'public'
        ? ref.where('status', '==', status)
        : ref.where('status', '!=', status);
    }
    case 'subscribers':
      return ref.where('email', '==', ownerOf(role, scope).email);
    case 'users':
      return ref.where(firebase.firestore.FieldPath.documentId(), '==', ownerOf(role, scope).uid);
    default:
      return ref;
  }
}

/** Writes, with the rules off, the document a row is about (or removes it, for a create). */
async function prepare(
  collection: AccessCollection,
  scope: AccessScope,
  role: AccessRole,
  operation: AccessOperation,
) {
  const id = docId(collection, scope, role);
  await suite.env.withSecurityRulesDisabled(async (context) => {
    await prepareAround(context, collection, operation);
    const ref = context.firestore().collection(collectionPath(collection)).doc(id);
    if (operation === 'create') await ref.delete();
    else await ref.set(validDoc(collection, scope, role));
  });
  return id;
}

/** Runs one row's request as its role. */
async function attempt(
  collection: AccessCollection,
  scope: AccessScope,
  role: AccessRole,
  operation: AccessOperation,
): Promise<unknown> {
  const id = await prepare(collection, scope, role, operation);
  const db = contextOf(role).firestore();
  const ref = db.collection(collectionPath(collection)).doc(id);
  switch (operation) {
    case 'get':
      return ref.get();
    case 'list':
      return listQuery(db, collection, scope, role).get();
    case 'create':
      return ref.set(validDoc(collection, scope, role));
    case 'update':
      return ref.update(validChange(collection));
    case 'delete':
      return ref.delete();
  }
}

describe('the access table', () => {
  it('covers every collection, with rows for every role, operation and scope', () => {
    const rows = accessRows();
    expect(new Set(rows.map((row) => row.collection))).toEqual(new Set(ACCESS_COLLECTIONS));
    for (const collection of ACCESS_COLLECTIONS) {
      const { scopes } = ACCESS_TABLE[collection];
      const expected = scopes.reduce(
        (sum, scope) =>
          sum + ACCESS_OPERATIONS.length * (ACCESS_ROLES.length - (scope === 'own' ? 1 : 0)),
        0,
      );
      expect(rows.filter((row) => row.collection === collection)).toHaveLength(expected);
    }
  });

  describe.each(ACCESS_COLLECTIONS)('%s', (collection) => {
    it.each(ACCESS_OPERATIONS)(
      '%s: firestore.rules allows exactly the rows the table allows',
      async (operation) => {
        const rows = accessRows().filter(
          (row) => row.collection === collection && row.operation === operation,
        );
        const wrong: string[] = [];
        for (const { scope, role, allowed } of rows) {
          const request = attempt(collection, scope, role, operation);
          try {
            if (allowed) await assertSucceeds(request);
            else await assertFails(request);
          } catch (error) {
            const said = allowed ? 'allowed, the rules deny' : 'denied, the rules allow';
            wrong.push(
              `${operation} ${scope} as ${role}: the table says ${said} (${String(error).split('\n')[0]})`,
            );
          }
        }
        expect(wrong).toEqual([]);
      },
    );
  });
});
