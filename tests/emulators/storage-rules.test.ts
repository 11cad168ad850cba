// Storage rules: essay images are public to fetch; only admins (the claim and the Firestore
// document admins/{uid}) upload (jpeg, png, webp, gif, at most 10 MB, named
// {milliseconds}-{random}.{ext} with the extension of their type), list or delete them; every
// other path is closed. Needs the Storage and Firestore emulators (`npm run test:storage-rules`).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_UID, seed, useRulesEnv, type Personas } from './rules-env.ts';

const MB = 1024 * 1024;
const FOLDER = 'essay-images/essays';
const EXISTING = `${FOLDER}/1760000000000-abc123.png`;

const suite = useRulesEnv('storage');

beforeEach(async () => {
  await suite.env.withSecurityRulesDisabled(async (context) => {
    await context.storage().ref(EXISTING).put(bytes(16), { contentType: 'image/png' });
  });
});

/** `size` bytes of file content. */
function bytes(size: number): Uint8Array {
  return new Uint8Array(size);
}

/** Uploads as `who`; resolves when the upload finishes (the task itself is not a Promise). */
async function upload(who: keyof Personas, path: string, contentType: string, size = 1024) {
  await suite.as[who].storage().ref(path).put(bytes(size), { contentType });
}

describe('canary', () => {
  it('reaches the Storage emulator with the rules loaded', async () => {
    const meta = await assertSucceeds(suite.as.visitor.storage().ref(EXISTING).getMetadata());
    expect(meta.contentType).toBe('image/png');
    await assertFails(upload('visitor', `${FOLDER}/canary.png`, 'image/png'));
  });
});

describe('essay images', () => {
  it.each(['visitor', 'reader', 'admin'] as const)('a %s fetches an image', async (who) => {
    await assertSucceeds(suite.as[who].storage().ref(EXISTING).getMetadata());
    await assertSucceeds(suite.as[who].storage().ref(EXISTING).getDownloadURL());
  });

  it('only an admin lists the folder', async () => {
    await assertFails(suite.as.visitor.storage().ref(FOLDER).listAll());
    await assertFails(suite.as.reader.storage().ref(FOLDER).listAll());
    const list = await assertSucceeds(suite.as.admin.storage().ref(FOLDER).listAll());
    expect(list.items.map((item) => item.fullPath)).toEqual([EXISTING]);
  });

  it.each([
    ['image/jpeg', 'jpg'],
    ['image/jpeg', 'jpeg'],
    ['image/png', 'png'],
    ['image/webp', 'webp'],
    ['image/gif', 'gif'],
  ])('an admin uploads %s as .%s', async (contentType, extension) => {
    await assertSucceeds(
      upload('admin', `${FOLDER}/1760000000001-k3x9q.${extension}`, contentType),
    );
  });

  it.each(['image/svg+xml', 'text/html', 'application/pdf', 'image/png; charset=x', 'image/jpg'])(
    'an admin may not upload %s',
    async (contentType) => {
      await assertFails(upload('admin', `${FOLDER}/1760000000002-k3x9q.png`, contentType));
    },
  );

  it.each([
    ['an extension of another type', '1760000000003-k3x9q.png', 'image/jpeg'],
    ['an HTML extension', '1760000000003-k3x9q.html', 'image/png'],
    ['no extension', '1760000000003-k3x9q', 'image/png'],
    ['two extensions', '1760000000003-k3x9q.png.html', 'image/png'],
    ['an upper-case extension', '1760000000003-k3x9q.PNG', 'image/png'],
    ['no timestamp', 'k3x9q.png', 'image/png'],
    ['a word for a timestamp', 'today-k3x9q.png', 'image/png'],
    ['no random part', '1760000000003-.png', 'image/png'],
    ['another shape', 'exactly-10mb.png', 'image/png'],
  ])('an admin may not upload a file with %s (%s)', async (_case, name, contentType) => {
    await assertFails(upload('admin', `${FOLDER}/${name}`, contentType));
  });

  it('an admin uploads up to 10 MB, not a byte more', async () => {
    await assertSucceeds(upload('admin', `${FOLDER}/1760000000004-a1.png`, 'image/png', 10 * MB));
    await assertFails(upload('admin', `${FOLDER}/1760000000005-a2.png`, 'image/png', 10 * MB + 1));
  });

  it('a revoked admin, whose token still carries the claim, may not upload, list or delete', async () => {
    await suite.env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc(`admins/${ADMIN_UID}`).delete();
    });
    await assertFails(upload('admin', `${FOLDER}/1760000000006-a3.png`, 'image/png'));
    await assertFails(suite.as.admin.storage().ref(FOLDER).listAll());
    await assertFails(suite.as.admin.storage().ref(EXISTING).delete());
  });

  it('an admins document without the claim opens nothing', async () => {
    await seed(suite.env, { 'admins/reader': { email: 'reader@example.com' } });
    await assertFails(upload('reader', `${FOLDER}/1760000000007-a4.png`, 'image/png'));
    await assertFails(suite.as.reader.storage().ref(FOLDER).listAll());
  });

  it('visitors and readers may not upload, replace or delete', async () => {
    for (const who of ['visitor', 'reader'] as const) {
      await assertFails(upload(who, `${FOLDER}/new.png`, 'image/png'));
      await assertFails(upload(who, EXISTING, 'image/png'));
      await assertFails(suite.as[who].storage().ref(EXISTING).delete());
    }
  });

  it('an admin may not turn an image into another type through its metadata', async () => {
    await assertFails(
      suite.as.admin.storage().ref(EXISTING).updateMetadata({ contentType: 'text/html' }),
    );
    await assertFails(
      suite.as.admin.storage().ref(EXISTING).updateMetadata({ contentType: 'image/jpeg' }),
    );
    await assertSucceeds(
      suite.as.admin
        .storage()
        .ref(EXISTING)
        .updateMetadata({ cacheControl: 'public, max-age=3600' }),
    );
  });

  it('an admin deletes an image', async () => {
    await assertSucceeds(suite.as.admin.storage().ref(EXISTING).delete());
  });
});

describe('every other path', () => {
  it.each([
    'essay-images/1760000000000-abc.png',
    'essay-images/essays/nested/1760000000000-abc.png',
    'avatars/1760000000000-abc.png',
    '1760000000000-abc.png',
  ])('%s is closed, to admins too', async (path) => {
    await assertFails(upload('admin', path, 'image/png'));
    await assertFails(suite.as.visitor.storage().ref(path).getMetadata());
  });
});
