import type { DocumentSnapshot } from 'firebase/firestore/lite';
import { readEntity } from '../../domain/entities/entity.ts';
import { dateOrNull } from '../../domain/entities/fields.ts';
import { dispatchEntity, essayEntity } from '../../domain/entities/longform.ts';
import { promptEntity } from '../../domain/entities/prompt.ts';
import type { Dispatch, Essay, Prompt } from '../../domain/types.ts';

// The reading itself is the entities' (domain/entities): Timestamps become Dates there, and a
// missing or odd field reads as the entity's default.

/** Firestore Timestamp (or anything date-like) to Date; null when absent. */
export const toDate = dateOrNull;

/** An `essays` document as an Essay. */
export function essayFromDoc(snap: DocumentSnapshot): Essay {
  return readEntity(essayEntity, snap.id, snap.data());
}

/** An `articles` document as a Dispatch. */
export function dispatchFromDoc(snap: DocumentSnapshot): Dispatch {
  return readEntity(dispatchEntity, snap.id, snap.data());
}

/** A `resources` document as a Prompt. */
export function promptFromDoc(snap: DocumentSnapshot): Prompt {
  return readEntity(promptEntity, snap.id, snap.data());
}
