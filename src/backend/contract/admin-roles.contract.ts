import { describe, expect, it } from 'vitest';
import {
  ADMINS_ONLY,
  CANNOT_REVOKE_SELF,
  NOT_ON_ALLOW_LIST,
  NOT_VERIFIED_OWNER,
  noAccountFor,
  notVerified,
} from '../../domain/cms/admin-roles.ts';
import { MUST_BE_AUTHENTICATED } from '../../domain/cms/messages.ts';
import { NOT_A_DOWNLOAD_LINK, type UnsplashPhoto } from '../../domain/cms/unsplash.ts';
import { failure, watchAuth } from './expect-error.ts';
import type { ContractHarness } from './harness.ts';
import {
  asAdmin,
  asReader,
  asVerifiedReader,
  asVisitor,
  freshEmail,
  OWNER_EMAIL,
  PASSWORD,
} from './personas.ts';

const photo = (downloadLocation: string): UnsplashPhoto => ({
  id: 'p1',
  urls: { small: 'https://images.unsplash.com/s', regular: 'https://images.unsplash.com/r' },
  alt_description: null,
  user: { name: 'A. Photographer', links: { html: 'https://unsplash.com/@a' } },
  links: { html: 'https://unsplash.com/photos/p1', download_location: downloadLocation },
});

/** AdminRolesApi and the callable side of AdminImagesApi: who may, and what they are told. */
export function adminRolesContract(harness: () => ContractHarness): void {
  describe('admin: roles and image search', () => {
    it('an admin grants the role to a verified account, which then runs the CMS', async () => {
      const h = harness();
      const admin = await (await asAdmin(h)).backend.loadAdmin();
      const { person } = await asVerifiedReader(h);
      expect(await admin.roles.setRole(`  ${person.email.toUpperCase()} `, true)).toEqual({
        passwordReset: true,
      });
      // The account was secured: its owner chooses a new password through the link sent to it,
      // and that sign-in carries the role.
      expect(await h.mailTo(person.email)).toEqual(['password-reset']);
      await h.followResetLink(person.email, 'Chosen-pass-1');
      const promoted = h.client();
      const user = await promoted.auth.signIn(person.email, 'Chosen-pass-1');
      expect(user.isAdmin).toBe(true);
      await expect((await promoted.loadAdmin()).prompts.list()).resolves.toHaveLength(3);
      // Granting an admin again changes nothing.
      expect(await admin.roles.setRole(person.email, true)).toEqual({ passwordReset: false });
    });

    it('granting an address someone else signed up with gives them nothing', async () => {
      const h = harness();
      const admin = await (await asAdmin(h)).backend.loadAdmin();
      const email = freshEmail('owner');
      // Someone signs up first with the owner's address; the owner opens the verification
      // e-mail; that someone's session, still open, refreshes to a verified address.
      const attacker = h.client();
      await attacker.auth.signUp({ name: 'Not the owner', email, password: 'Attacker-pass-1' });
      await h.verifyEmail(email);
      await attacker.auth.refreshUser();
      await admin.roles.setRole(email, true);
      // Their password opens nothing, and the session they hold has no role.
      expect(await failure(h.client().auth.signIn(email, 'Attacker-pass-1'))).toMatchObject({
        code: 'unauthenticated',
      });
      expect(await failure((await attacker.loadAdmin()).prompts.list())).toMatchObject({
        code: 'permission-denied',
      });
      // The owner gets in through the reset link sent to the address, with the role.
      await h.followResetLink(email, 'Owner-chose-1');
      expect((await h.client().auth.signIn(email, 'Owner-chose-1')).isAdmin).toBe(true);
    });

    it('revoking takes effect at once, even for a session that still holds the role', async () => {
      const h = harness();
      const admin = await (await asAdmin(h)).backend.loadAdmin();
      const other = await asAdmin(h);
      const theirs = await other.backend.loadAdmin();
      await expect(theirs.essays.list()).resolves.toHaveLength(3);
      await admin.roles.setRole(other.person.email, false);
      expect(await failure(theirs.essays.list())).toMatchObject({ code: 'permission-denied' });
      const again = h.client();
      expect((await again.auth.signIn(other.person.email, other.person.password)).isAdmin).toBe(
        false,
      );
    });

    it('refuses an unverified account, an unknown address and revoking oneself', async () => {
      const h = harness();
      const { backend, person: me } = await asAdmin(h);
      const admin = await backend.loadAdmin();
      const { person: unverified } = await asReader(h);
      expect(await failure(admin.roles.setRole(unverified.email, true))).toEqual({
        code: 'failed-precondition',
        message: notVerified(unverified.email),
        fields: {},
      });
      const nobody = freshEmail('nobody');
      expect(await failure(admin.roles.setRole(nobody, true))).toEqual({
        code: 'not-found',
        message: noAccountFor(nobody),
        fields: {},
      });
      expect(await failure(admin.roles.setRole(me.email, false))).toEqual({
        code: 'failed-precondition',
        message: CANNOT_REVOKE_SELF,
        fields: {},
      });
    });

    it('lets no one else change roles', async () => {
      const h = harness();
      const target = await asVerifiedReader(h);
      const reader = await (await asVerifiedReader(h)).backend.loadAdmin();
      expect(await failure(reader.roles.setRole(target.person.email, true))).toEqual({
        code: 'permission-denied',
        message: ADMINS_ONLY,
        fields: {},
      });
      const visitor = await asVisitor(h).loadAdmin();
      expect(await failure(visitor.roles.setRole(target.person.email, true))).toMatchObject({
        code: 'unauthenticated',
        message: MUST_BE_AUTHENTICATED,
      });
    });

    it('lets only a verified owner on the allow-list claim the role', async () => {
      const h = harness();
      const unverified = await asReader(h);
      expect(await failure((await unverified.backend.loadAdmin()).roles.claim())).toEqual({
        code: 'permission-denied',
        message: NOT_VERIFIED_OWNER,
        fields: {},
      });
      const verified = await asVerifiedReader(h);
      const watch = watchAuth(verified.backend);
      expect(await failure((await verified.backend.loadAdmin()).roles.claim())).toEqual({
        code: 'permission-denied',
        message: NOT_ON_ALLOW_LIST,
        fields: {},
      });
      expect(watch.states.every((user) => !user?.isAdmin)).toBe(true);
      watch.stop();
      expect(await failure((await asVisitor(h).loadAdmin()).roles.claim())).toMatchObject({
        code: 'unauthenticated',
      });
    });

    it('an owner claims the role: signed out, back in through the reset link, as admin', async () => {
      const h = harness();
      await h.createAccount({ name: 'Owner', email: OWNER_EMAIL, verified: true });
      const owner = h.client();
      await owner.auth.signIn(OWNER_EMAIL, PASSWORD);
      const watch = watchAuth(owner);
      expect(await (await owner.loadAdmin()).roles.claim()).toEqual({ passwordReset: true });
      await watch.until((user) => user === null);
      watch.stop();
      expect(await h.mailTo(OWNER_EMAIL)).toEqual(['password-reset']);
      await h.followResetLink(OWNER_EMAIL, 'Owner-chose-1');
      const back = h.client();
      expect((await back.auth.signIn(OWNER_EMAIL, 'Owner-chose-1')).isAdmin).toBe(true);
      // An admin already: claiming again changes nothing.
      expect(await (await back.loadAdmin()).roles.claim()).toEqual({ passwordReset: false });
    });

    it("claiming from the account someone else opened with the owner's address locks them out", async () => {
      const h = harness();
      const attacker = h.client();
      await attacker.auth.signUp({ name: 'Not the owner', email: OWNER_EMAIL, password: PASSWORD });
      await h.verifyEmail(OWNER_EMAIL); // the owner opens the verification e-mail
      await attacker.auth.refreshUser();
      expect(await (await attacker.loadAdmin()).roles.claim()).toEqual({ passwordReset: true });
      expect(await failure(h.client().auth.signIn(OWNER_EMAIL, PASSWORD))).toMatchObject({
        code: 'unauthenticated',
      });
      await h.followResetLink(OWNER_EMAIL, 'Owner-chose-1');
      expect((await h.client().auth.signIn(OWNER_EMAIL, 'Owner-chose-1')).isAdmin).toBe(true);
    });

    it('image search: admins only, and an empty query is refused', async () => {
      const h = harness();
      const admin = await (await asAdmin(h)).backend.loadAdmin();
      expect(await failure(admin.images.search('   '))).toMatchObject({ code: 'invalid-argument' });
      const reader = await (await asVerifiedReader(h)).backend.loadAdmin();
      expect(await failure(reader.images.search('leadership'))).toMatchObject({
        code: 'permission-denied',
      });
      expect(await failure((await asVisitor(h).loadAdmin()).images.search('x'))).toMatchObject({
        code: 'unauthenticated',
        message: MUST_BE_AUTHENTICATED,
      });
    });

    it('the download report reaches only Unsplash’s own download links', async () => {
      const h = harness();
      const admin = await (await asAdmin(h)).backend.loadAdmin();
      expect(await failure(admin.images.trackDownload(photo('https://evil.example/x')))).toEqual({
        code: 'invalid-argument',
        message: NOT_A_DOWNLOAD_LINK,
        fields: { downloadLocation: NOT_A_DOWNLOAD_LINK },
      });
      const reader = await (await asVerifiedReader(h)).backend.loadAdmin();
      expect(
        await failure(
          reader.images.trackDownload(photo('https://api.unsplash.com/photos/p1/download')),
        ),
      ).toMatchObject({ code: 'permission-denied' });
    });
  });
}
