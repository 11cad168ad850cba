// Setup file of the contract suite: the web SDK's query builders note where they were called
// (see site-recorder.ts). Both Firestore entry points are wrapped, the full SDK's too, so an
// adapter that moves to it stays covered.
import type * as FirestoreLite from 'firebase/firestore/lite';
import type * as Firestore from 'firebase/firestore';
import { vi } from 'vitest';
import { recorded } from './site-recorder.ts';

vi.mock('firebase/firestore/lite', async (importOriginal) => {
  const sdk = await importOriginal<typeof FirestoreLite>();
  return {
    ...sdk,
    where: recorded(sdk.where),
    orderBy: recorded(sdk.orderBy),
    collectionGroup: recorded(sdk.collectionGroup),
  };
});
vi.mock('firebase/firestore', async (importOriginal) => {
  const sdk = await importOriginal<typeof Firestore>();
  return {
    ...sdk,
    where: recorded(sdk.where),
    orderBy: recorded(sdk.orderBy),
    collectionGroup: recorded(sdk.collectionGroup),
  };
});
