import { describe, expect, it } from 'vitest';
import type { ContractHarness } from './harness.ts';
import { createdUser, failure, watchAuth } from './expect-error.ts';
import { asAdmin, asVisitor, freshEmail, PASSWORD } from './personas.ts';

/** AuthApi: sign up, sign in, sign out, reset, verification, refresh. */
export function authContract(harness: () => ContractHarness): void {
  describe('auth', () => {
    it('reports a visitor who never signed in as signed out', async () => {
      const { until, stop } = watchAuth(asVisitor(harness()));
      expect(await until((user) => user === null)).toBeNull();
      stop();
    });

    it('signs up: signed in at once, unverified, with a profile and a verification mail', async () => {
      const h = harness();
      const backend = h.client();
      const email = freshEmail('new');
      const user = await createdUser(
        backend.auth.signUp({ name: '  Ada Lovelace ', email, password: PASSWORD }),
      );
      expect(user).toEqual({
        uid: expect.any(String),
        email,
        emailVerified: false,
        displayName: 'Ada Lovelace',
        isAdmin: false,
      });
      const { until, stop } = watchAuth(backend);
      expect(await until((u) => u?.uid === user.uid)).toEqual(user);
      stop();
      expect(await backend.account.getProfile(user.uid)).toEqual({
        id: user.uid,
        name: 'Ada Lovelace',
      });
      expect(await h.mailTo(email)).toEqual(['verify-email']);
    });

    it("answers an address's second sign-up with a reset link to it, which the owner follows", async () => {
      const h = harness();
      const email = freshEmail('twice');
      // Someone signs up first with the address and a password of their own.
      await h.client().auth.signUp({ name: 'Someone', email, password: PASSWORD });
      const owner = h.client();
      const watch = watchAuth(owner);
      const answer = await owner.auth.signUp({
        name: 'Owner',
        email: email.toUpperCase(),
        password: 'Owner-chose-1',
      });
      expect(answer).toEqual({ status: 'reset-sent', email });
      expect(await h.mailTo(email)).toEqual(['verify-email', 'password-reset']);
      expect(watch.states.every((user) => user === null)).toBe(true);
      watch.stop();
      // The link sets the owner's password; the first one opens nothing any more.
      await h.followResetLink(email, 'Owner-chose-1');
      expect(await failure(h.client().auth.signIn(email, PASSWORD))).toMatchObject({
        code: 'unauthenticated',
      });
      expect(await owner.auth.signIn(email, 'Owner-chose-1')).toMatchObject({
        email,
        emailVerified: true,
      });
    });

    it('refuses a short password and a malformed e-mail, naming the field', async () => {
      const auth = harness().client().auth;
      expect(
        await failure(auth.signUp({ name: 'Ada', email: freshEmail('short'), password: '12345' })),
      ).toEqual({
        code: 'invalid-argument',
        message: 'Password should be at least 6 characters.',
        fields: { password: 'Password should be at least 6 characters.' },
      });
      expect(
        await failure(auth.signUp({ name: 'Ada', email: 'not-an-email', password: PASSWORD })),
      ).toEqual({
        code: 'invalid-argument',
        message: 'Invalid email address.',
        fields: { email: 'Invalid email address.' },
      });
    });

    it('signs in with the right password only, saying the same for an unknown address', async () => {
      const h = harness();
      const person = await h.createAccount({ name: 'Grace Hopper', email: freshEmail('in') });
      const backend = h.client();
      const refusal = {
        code: 'unauthenticated',
        message: 'Invalid email or password.',
      };
      expect(await failure(backend.auth.signIn(person.email, 'Wrong-pass-1'))).toMatchObject(
        refusal,
      );
      expect(await failure(backend.auth.signIn(freshEmail('nobody'), PASSWORD))).toMatchObject(
        refusal,
      );
      const user = await backend.auth.signIn(person.email, person.password);
      expect(user).toEqual({
        uid: person.uid,
        email: person.email,
        emailVerified: false,
        displayName: 'Grace Hopper',
        isAdmin: false,
      });
    });

    it('signs up without a name: no display name, an empty profile name', async () => {
      const backend = harness().client();
      const user = await createdUser(
        backend.auth.signUp({ name: '  ', email: freshEmail('anon'), password: PASSWORD }),
      );
      expect(user.displayName).toBeNull();
      expect(await backend.account.getProfile(user.uid)).toEqual({ id: user.uid, name: '' });
    });

    it('refuses to sign in with a malformed address, naming the field', async () => {
      expect(await failure(harness().client().auth.signIn('not-an-email', PASSWORD))).toEqual({
        code: 'invalid-argument',
        message: 'Invalid email address.',
        fields: { email: 'Invalid email address.' },
      });
    });

    it('signs in whatever the case and spacing of the address', async () => {
      const h = harness();
      const person = await h.createAccount({ name: 'Ada', email: freshEmail('case') });
      const user = await h.client().auth.signIn(`  ${person.email.toUpperCase()} `, PASSWORD);
      expect(user).toMatchObject({ uid: person.uid, email: person.email });
    });

    it('tells an admin by the claim', async () => {
      const { backend, person } = await asAdmin(harness());
      const { until, stop } = watchAuth(backend);
      expect(await until((u) => u?.uid === person.uid)).toMatchObject({
        isAdmin: true,
        emailVerified: true,
      });
      stop();
    });

    it('signs out: listeners hear null and the profile is closed again', async () => {
      const h = harness();
      const person = await h.createAccount({ name: 'Ada', email: freshEmail('out') });
      const backend = h.client();
      await backend.auth.signIn(person.email, person.password);
      const { until, stop } = watchAuth(backend);
      await until((u) => u?.uid === person.uid);
      await backend.auth.signOut();
      await until((u) => u === null);
      stop();
      expect(await failure(backend.account.getProfile(person.uid))).toMatchObject({
        code: 'permission-denied',
      });
    });

    it('sends a reset mail to a known address and answers the same for an unknown one', async () => {
      const h = harness();
      const person = await h.createAccount({ name: 'Ada', email: freshEmail('reset') });
      const unknown = freshEmail('unknown');
      const auth = h.client().auth;
      await expect(auth.sendPasswordReset(person.email)).resolves.toBeUndefined();
      await expect(auth.sendPasswordReset(unknown)).resolves.toBeUndefined();
      expect(await h.mailTo(person.email)).toEqual(['password-reset']);
      expect(await h.mailTo(unknown)).toEqual([]);
    });

    it('sends another verification mail only to someone signed in', async () => {
      const h = harness();
      const backend = h.client();
      expect(await failure(backend.auth.sendVerificationEmail())).toMatchObject({
        code: 'unauthenticated',
        message: 'Please sign in again to continue.',
      });
      const person = await h.createAccount({ name: 'Ada', email: freshEmail('again') });
      await backend.auth.signIn(person.email, person.password);
      await backend.auth.sendVerificationEmail();
      expect(await h.mailTo(person.email)).toEqual(['verify-email']);
    });

    it('refreshUser picks up a verification made elsewhere', async () => {
      const h = harness();
      const person = await h.createAccount({ name: 'Ada', email: freshEmail('verify') });
      const backend = h.client();
      await backend.auth.signIn(person.email, person.password);
      const { until, stop } = watchAuth(backend);
      await until((u) => u?.uid === person.uid && !u.emailVerified);
      await h.verifyEmail(person.email);
      await backend.auth.refreshUser();
      expect(await until((u) => u?.uid === person.uid && u.emailVerified)).toMatchObject({
        email: person.email,
        emailVerified: true,
      });
      stop();
    });

    it('refreshUser does nothing for a visitor', async () => {
      await expect(asVisitor(harness()).auth.refreshUser()).resolves.toBeUndefined();
    });
  });
}
