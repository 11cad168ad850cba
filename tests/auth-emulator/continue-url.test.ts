import { describe, expect, it, vi } from 'vitest';
import { createdUser } from '../../src/backend/contract/expect-error.ts';
import { isBackendError } from '../../src/domain/errors.ts';
import { refuseContinueUrls } from './auth-refusals.ts';
import { PASSWORD as password, oobCodes, useAuthEmulator, watch } from './support.ts';

const current = useAuthEmulator();

const mine = async (email: string) => (await oobCodes()).filter((c) => c.email === email);

describe('e-mail links from a domain Auth has not authorised', () => {
  it('signs up all the same: signed in, and the verification e-mail sent without a continue URL', async () => {
    const { backend, email } = current;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const refused = refuseContinueUrls();
    const user = await createdUser(backend.auth.signUp({ name: 'Ada', email, password }));
    expect(user).toMatchObject({ email, displayName: 'Ada', emailVerified: false });
    expect(refused).toEqual([expect.objectContaining({ continueUrl: 'http://localhost:5173/' })]);
    const codes = await mine(email);
    expect(codes.map((c) => c.requestType)).toEqual(['VERIFY_EMAIL']);
    expect(codes[0]!.oobLink).not.toContain('continueUrl');
    // The owner learns what to fix from the console.
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('authorised domains'));
    const { next } = watch(backend);
    await next((u) => u?.email === email);
  });

  it("falls back the same way on the emulator's own refusal of a continue URL that is no URL", async () => {
    const { backend, email } = current;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // A page with an opaque origin (a file, a sandboxed frame): location.origin is 'null'.
    vi.stubGlobal('location', { origin: 'null' });
    await backend.auth.signUp({ name: 'Ada', email, password });
    expect((await mine(email)).map((c) => c.requestType)).toEqual(['VERIFY_EMAIL']);
  });

  it('sends another verification e-mail and a password reset without the continue URL', async () => {
    const { backend, email } = current;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await backend.auth.signUp({ name: 'Ada', email, password });
    const refused = refuseContinueUrls();
    await backend.auth.sendVerificationEmail();
    await backend.auth.sendPasswordReset(email);
    expect(refused).toHaveLength(2);
    const codes = await mine(email);
    expect(codes.map((c) => c.requestType)).toEqual([
      'VERIFY_EMAIL',
      'VERIFY_EMAIL',
      'PASSWORD_RESET',
    ]);
  });

  it('never turns the new account into a sign-up error, and says in words why a resend fails', async () => {
    const { backend, email } = current;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    refuseContinueUrls({ all: true });
    // The account exists once created: a retry would only say the e-mail is taken.
    const user = await createdUser(backend.auth.signUp({ name: 'Ada', email, password }));
    expect(user.email).toBe(email);
    expect(console.error).toHaveBeenCalledWith(
      'Failed to send the verification e-mail',
      expect.anything(),
    );
    const error = await backend.auth.sendVerificationEmail().catch((e: unknown) => e);
    expect(isBackendError(error, 'failed-precondition')).toBe(true);
    expect((error as Error).message).toBe(
      'This site is not set up to send account e-mails yet. Please try again later.',
    );
  });
});
