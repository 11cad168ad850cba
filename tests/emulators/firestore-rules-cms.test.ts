// The CMS's own rules (issue 12): every save is the next version, links and images are https or
// site paths, kept versions are written only by the save that replaced them, and slug claims
// exist exactly for the piece holding the slug. Who may do what is held by the access suite.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import { LIMITS } from '../../src/domain/limits.ts';
import { essayDoc, promptDoc, ts, type DocData } from './fixtures.ts';
import { seed, useRulesEnv } from './rules-env.ts';

const suite = useRulesEnv('firestore');
const admin = () => suite.as.admin.firestore();

describe('versions of a save', () => {
  beforeEach(async () => {
    await seed(suite.env, {
      'essays/e1': essayDoc({ version: 3 }),
      'resources/p1': promptDoc({ version: 2 }),
    });
  });

  it('an update must be the next version, so an older copy never overwrites a newer one', async () => {
    await assertFails(admin().doc('essays/e1').update({ title: 'Stale save' }));
    await assertFails(admin().doc('essays/e1').update({ title: 'Stale save', version: 3 }));
    await assertFails(admin().doc('essays/e1').update({ title: 'Skipped', version: 5 }));
    await assertSucceeds(admin().doc('essays/e1').update({ title: 'Next save', version: 4 }));
  });

  it('a version is a whole number', async () => {
    await assertFails(
      admin()
        .doc('essays/e2')
        .set(essayDoc({ slug: 'e2', version: -1 })),
    );
    await assertFails(
      admin()
        .doc('essays/e2')
        .set(essayDoc({ slug: 'e2', version: 1.5 })),
    );
    await assertFails(
      admin()
        .doc('essays/e2')
        .set(essayDoc({ slug: 'e2', version: '1' })),
    );
  });

  it('moving a prompt changes its orderIndex alone, with no new version', async () => {
    await assertSucceeds(admin().doc('resources/p1').update({ orderIndex: 7 }));
    await assertFails(admin().doc('resources/p1').update({ orderIndex: 8, title: 'Sneaky' }));
    await assertSucceeds(admin().doc('resources/p1').update({ title: 'Renamed', version: 3 }));
  });
});

describe('links and images', () => {
  it.each([
    ['a site path', '/media/edge-dilemma.svg', true],
    ['an https URL', 'https://images.unsplash.com/photo-1?w=1080', true],
    ['an http URL', 'http://images.example/a.png', false],
    ['a protocol-relative URL', '//evil.example/a.png', false],
    // URL parsers read a backslash as a slash: '/\evil.example' is another host.
    ['a backslash path', '/\\evil.example/u3.png', false],
    ['a backslash in an https URL', 'https://images.example\\@evil.example/a.png', false],
    ['a backslash later in a path', '/media\\a.png', false],
    ['a javascript: URL', 'javascript:alert(1)', false],
    ['a data: URL', 'data:image/png;base64,AAAA', false],
    ['text with a space', 'https://a.example/a b.png', false],
  ])('%s: %s', async (_case, url, allowed) => {
    const write = (field: string, path: string, make: (o: DocData) => DocData) =>
      admin()
        .doc(path)
        .set(make({ [field]: url }));
    for (const [field, path, make] of [
      ['headerImageUrl', 'essays/u1', essayDoc],
      ['canonicalUrl', 'essays/u2', essayDoc],
      ['ogImageUrl', 'essays/u3', essayDoc],
      ['twitterImageUrl', 'essays/u4', essayDoc],
      ['ogImageUrl', 'resources/u5', promptDoc],
      ['canonicalUrl', 'resources/u6', promptDoc],
    ] as const) {
      const request = write(field, path, make);
      await (allowed ? assertSucceeds(request) : assertFails(request));
    }
  });
});

describe('kept versions', () => {
  const archived = (overrides: DocData = {}): DocData => ({
    version: 1,
    archivedAt: ts('2026-10-10T09:00:00Z'),
    archivedBy: 'admin',
    snapshot: essayDoc({ version: 1 }),
    ...overrides,
  });

  beforeEach(async () => {
    await seed(suite.env, { 'essays/e1': essayDoc({ version: 1 }) });
  });

  it('are written by the save that replaces them, in one commit', async () => {
    const batch = admin().batch();
    batch.update(admin().doc('essays/e1'), { title: 'Second', version: 2 });
    batch.set(admin().doc('essays/e1/versions/1'), archived());
    await assertSucceeds(batch.commit());
    await assertSucceeds(admin().collection('essays/e1/versions').get());
    await assertFails(suite.as.reader.firestore().collection('essays/e1/versions').get());
    await assertFails(suite.as.reader.firestore().doc('essays/e1/versions/1').get());
  });

  it('are refused apart from such a save, under another number, or not as a piece', async () => {
    await assertFails(admin().doc('essays/e1/versions/1').set(archived()));
    const save = (id: string, data: DocData) => {
      const batch = admin().batch();
      batch.update(admin().doc('essays/e1'), { title: 'Second', version: 2 });
      batch.set(admin().doc(`essays/e1/versions/${id}`), data);
      return batch.commit();
    };
    await assertFails(save('5', archived()));
    await assertFails(save('1', archived({ snapshot: { title: 'not a piece' } })));
    await assertFails(save('1', archived({ extra: true })));
    await assertFails(
      save('1', archived({ archivedBy: 'x'.repeat(LIMITS.contentVersion.archivedBy + 1) })),
    );
    await assertSucceeds(
      save('1', archived({ archivedBy: 'x'.repeat(LIMITS.contentVersion.archivedBy) })),
    );
  });

  it('are never changed, and only admins delete them', async () => {
    await seed(suite.env, { 'essays/e1/versions/0': archived({ version: 0 }) });
    await assertFails(admin().doc('essays/e1/versions/0').update({ archivedBy: 'someone' }));
    await assertFails(suite.as.reader.firestore().doc('essays/e1/versions/0').delete());
    await assertSucceeds(admin().doc('essays/e1/versions/0').delete());
  });
});

describe('slug claims', () => {
  const claim = (slug: string, docId: string) => ({ collection: 'essays', slug, docId });

  beforeEach(async () => {
    await seed(suite.env, {
      'essays/e1': essayDoc({ slug: 'first-slug', version: 1 }),
      'slug_claims/essays:first-slug': claim('first-slug', 'e1'),
    });
  });

  it('are created with the piece that takes the slug, and dropped when it leaves it', async () => {
    const batch = admin().batch();
    batch.update(admin().doc('essays/e1'), { slug: 'second-slug', version: 2 });
    batch.set(admin().doc('slug_claims/essays:second-slug'), claim('second-slug', 'e1'));
    batch.delete(admin().doc('slug_claims/essays:first-slug'));
    await assertSucceeds(batch.commit());
  });

  it('may not be taken for a piece that does not hold the slug, nor under another id', async () => {
    await assertFails(admin().doc('slug_claims/essays:other').set(claim('other', 'e1')));
    await assertFails(
      admin().doc('slug_claims/articles:first-slug').set(claim('first-slug', 'e1')),
    );
    await assertFails(
      admin()
        .doc('slug_claims/essays:first-slug')
        .set({ ...claim('first-slug', 'e1'), extra: 1 }),
    );
  });

  it('may not be overwritten by a second piece racing for the slug', async () => {
    const batch = admin().batch();
    batch.set(admin().doc('essays/e2'), essayDoc({ slug: 'first-slug' }));
    batch.set(admin().doc('slug_claims/essays:first-slug'), claim('first-slug', 'e2'));
    await assertFails(batch.commit());
  });

  it('may not be deleted while the piece holds the slug', async () => {
    await assertFails(admin().doc('slug_claims/essays:first-slug').delete());
    await assertFails(suite.as.reader.firestore().doc('slug_claims/essays:first-slug').get());
  });

  it(`name a piece id of at most ${LIMITS.slugClaim.docId} characters`, async () => {
    const id = (size: number) => 'd'.repeat(size);
    const take = (size: number) => {
      const batch = admin().batch();
      batch.set(admin().doc(`essays/${id(size)}`), essayDoc({ slug: `slug-${size}` }));
      batch.set(admin().doc(`slug_claims/essays:slug-${size}`), claim(`slug-${size}`, id(size)));
      return batch.commit();
    };
    await assertSucceeds(take(LIMITS.slugClaim.docId));
    await assertFails(take(LIMITS.slugClaim.docId + 1));
  });
});
