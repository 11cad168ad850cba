import { toDocument } from '../../domain/entities/entity.ts';
import { profileEntity } from '../../domain/entities/visitor.ts';
import { looksLikeEmail } from '../../domain/email-shape.ts';
import { BackendError } from '../../domain/errors.ts';
import type { AuthUser } from '../../domain/types.ts';
import type { AuthApi, SignUpInput, SignUpResult } from '../backend.ts';
import { isRevoked } from './access.ts';
import type { DemoContext } from './context.ts';
import { newId } from './ids.ts';
import { hashPassword } from './password.ts';
import type { DemoAccount, OutboxMessage } from './records.ts';

// Firebase Auth's rules and (friendlier) messages.
const MIN_PASSWORD_LENGTH = 6;
const INVALID_CREDENTIALS = 'Invalid email or password.';
const SIGNED_OUT = 'Please sign in again to continue.';

function normaliseEmail(email: string): string {
  const normalised = email.trim().toLowerCase();
  if (!looksLikeEmail(normalised)) {
    throw new BackendError('invalid-argument', 'Invalid email address.', {
      email: 'Invalid email address.',
    });
  }
  return normalised;
}

/** The AuthUser an account signs in as. */
export function toAuthUser(account: DemoAccount): AuthUser {
  return {
    uid: account.uid,
    email: account.email,
    emailVerified: account.emailVerified,
    displayName: account.displayName,
    isAdmin: account.isAdmin,
  };
}

/** An e-mail Auth would send; the demo keeps it in the outbox. */
export function outboxMessage(
  type: OutboxMessage['type'],
  to: string,
  createdAt: Date,
): OutboxMessage {
  // No real mail in the demo; the debug surface stands in for each link.
  const [subject, text] =
    type === 'verify-email'
      ? [
          'Verify your email for EDGE Navigator',
          `Demo mode sends no mail. To verify ${to}, run edgeDemo.verifyEmail('${to}') in the console.`,
        ]
      : [
          'Reset your password for EDGE Navigator',
          `Demo mode sends no mail. To choose a new password for ${to}, run ` +
            `edgeDemo.setPassword('${to}', 'your new password') in the console.`,
        ];
  return { id: newId(), type, to, subject, text, createdAt };
}

/** E-mail and password accounts kept in the demo database; the session in localStorage. */
export function createDemoAuth(ctx: DemoContext): AuthApi {
  const { db, session, remote, now } = ctx;

  return {
    onAuthStateChanged: (callback) => session.subscribe(callback),

    signIn: (email, password) =>
      remote(async () => {
        const normalised = normaliseEmail(email);
        const account = (await db.list('accounts')).find((a) => a.email === normalised);
        if (!account || (await hashPassword(account.uid, password)) !== account.passwordHash) {
          throw new BackendError('unauthenticated', INVALID_CREDENTIALS);
        }
        const user = toAuthUser(account);
        session.start(user, account.sessionEpoch ?? 0);
        return user;
      }),

    signUp: (input: SignUpInput) =>
      remote(async (): Promise<SignUpResult> => {
        const email = normaliseEmail(input.email);
        if (input.password.length < MIN_PASSWORD_LENGTH) {
          const message = 'Password should be at least 6 characters.';
          throw new BackendError('invalid-argument', message, { password: message });
        }
        // As the Firebase adapter: a name the rules would refuse fails before the account exists.
        const profile = toDocument(profileEntity, { name: input.name.trim() });
        const uid = newId(28); // the length of Firebase Auth uids
        const { name } = profile;
        const createdAt = now();
        const account: DemoAccount = {
          uid,
          email,
          passwordHash: await hashPassword(uid, input.password),
          displayName: name || null,
          emailVerified: false,
          isAdmin: false,
          createdAt,
        };
        const created = await db.mutate('accounts', (accounts) => {
          if (accounts.some((a) => a.email === email)) return false;
          accounts.push(account);
          return true;
        });
        // The address has an account (perhaps one someone else opened with it): its owner gets
        // a reset link, and choosing a password through it ends every other session.
        if (!created) {
          await db.mutate('outbox', (outbox) => {
            outbox.push(outboxMessage('password-reset', email, createdAt));
          });
          return { status: 'reset-sent', email };
        }
        await db.mutate('users', (users) => void users.push({ id: uid, ...profile }));
        await db.mutate('outbox', (outbox) => {
          outbox.push(outboxMessage('verify-email', email, createdAt));
        });
        const user = toAuthUser(account);
        session.start(user, 0); // like Firebase, a new account is signed in at once
        return { status: 'created', user };
      }),

    // Local only, as in Firebase: signing out works offline and never fails.
    signOut: async () => session.set(null),

    sendPasswordReset: (email) =>
      remote(async () => {
        const normalised = normaliseEmail(email);
        const known = (await db.list('accounts')).some((a) => a.email === normalised);
        // Unknown addresses resolve too, so the answer does not reveal who has an account.
        if (!known) return;
        await db.mutate('outbox', (outbox) => {
          outbox.push(outboxMessage('password-reset', normalised, now()));
        });
      }),

    sendVerificationEmail: () =>
      remote(async () => {
        const user = session.current();
        const account = user && (await db.list('accounts')).find((a) => a.uid === user.uid);
        if (!account) throw new BackendError('unauthenticated', SIGNED_OUT);
        await db.mutate('outbox', (outbox) => {
          outbox.push(outboxMessage('verify-email', account.email, now()));
        });
      }),

    refreshUser: () =>
      remote(async () => {
        const user = session.current();
        if (!user) return;
        const account = (await db.list('accounts')).find((a) => a.uid === user.uid);
        // Deleted or its sessions revoked elsewhere: the token cannot be refreshed, and Firebase
        // signs the session out.
        if (!account || isRevoked(account, user)) return session.set(null);
        const fresh = toAuthUser(account);
        const changed = (Object.keys(fresh) as (keyof AuthUser)[]).some(
          (k) => fresh[k] !== user[k],
        );
        if (changed) session.set(fresh);
      }),
  };
}
