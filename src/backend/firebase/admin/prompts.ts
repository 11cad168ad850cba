import {
  collection,
  doc,
  getDoc,
  getDocs,
  runTransaction,
  writeBatch,
} from 'firebase/firestore/lite';
import {
  MUST_BE_AUTHENTICATED_FOR_RESOURCES,
  RESOURCE_NOT_FOUND,
} from '../../../domain/cms/messages.ts';
import { sortPromptsForAdmin } from '../../../domain/cms/prompt-order.ts';
import {
  planPromptSave,
  slugForPrompt,
  type PromptInput,
} from '../../../domain/cms/prompt-save.ts';
import { slugClaimId } from '../../../domain/cms/slug-claims.ts';
import { toDocument } from '../../../domain/entities/entity.ts';
import { promptEntity } from '../../../domain/entities/prompt.ts';
import { BackendError } from '../../../domain/errors.ts';
import type { AdminPromptsApi } from '../../admin-content-api.ts';
import type { FirebaseContext } from '../app.ts';
import { promptFromDoc } from '../converters.ts';
import { translated } from '../errors.ts';
import { signedIn } from './guard.ts';
import type { CurrentUser } from './index.ts';
import { claimOwner, readClaims, unclaimedHolder, writeClaims } from './slug-owner.ts';

/** The prompt library through Firestore; the rules decide who may write. */
export function createFirebaseAdminPrompts(
  { db }: FirebaseContext,
  currentUser: CurrentUser,
): AdminPromptsApi {
  const writer = () => signedIn(currentUser, MUST_BE_AUTHENTICATED_FOR_RESOURCES);

  const save = (id: string, input: PromptInput, baseVersion: number | null) =>
    translated(async () => {
      const user = await writer();
      const slug = slugForPrompt(input.title);
      const unclaimed = await unclaimedHolder(db, 'resources', slug, id);
      return runTransaction(db, async (tx) => {
        const ref = doc(db, 'resources', id);
        const snap = await tx.get(ref);
        const existing = snap.exists() ? promptFromDoc(snap) : null;
        const claims = await readClaims(tx, db, 'resources', slug, existing?.slug ?? null);
        const prompt = planPromptSave({
          id,
          existing,
          baseVersion,
          input,
          slugOwner: claimOwner(claims, unclaimed),
          uid: user.uid,
          now: new Date(),
        });
        tx.set(ref, toDocument(promptEntity, prompt));
        writeClaims(tx, db, 'resources', prompt.slug, id, claims);
        return prompt;
      });
    });

  return {
    list: () =>
      translated(async () => {
        await signedIn(currentUser);
        const snap = await getDocs(collection(db, 'resources'));
        return sortPromptsForAdmin(snap.docs.map(promptFromDoc));
      }),
    create: (input) => save(doc(collection(db, 'resources')).id, input, null),
    update: (id, input, baseVersion) => save(id, input, baseVersion),
    remove: (id) =>
      translated(async () => {
        await writer();
        const ref = doc(db, 'resources', id);
        const snap = await getDoc(ref);
        const batch = writeBatch(db);
        batch.delete(ref);
        const slug = snap.data()?.slug;
        if (typeof slug === 'string') {
          const claim = doc(db, 'slug_claims', slugClaimId('resources', slug));
          if ((await getDoc(claim)).data()?.docId === id) batch.delete(claim);
        }
        await batch.commit();
      }),
    reorder: (changes) =>
      translated(async () => {
        await writer();
        // A transaction, so a prompt deleted meanwhile fails the whole move with section 7's
        // message (the rules would refuse an update of a missing document as a denial).
        await runTransaction(db, async (tx) => {
          const refs = changes.map(({ id }) => doc(db, 'resources', id));
          const snaps = await Promise.all(refs.map((ref) => tx.get(ref)));
          if (snaps.some((snap) => !snap.exists())) {
            throw new BackendError('not-found', RESOURCE_NOT_FOUND);
          }
          changes.forEach(({ orderIndex }, i) => tx.update(refs[i]!, { orderIndex }));
        });
      }),
  };
}
