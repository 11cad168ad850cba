import '../../domain/zod-jitless.ts';
import type { Backend } from '../../backend/backend.ts';
import { EMAIL_INVALID, EMAIL_REQUIRED, emailSignupFormSchema } from '../../domain/form-schemas.ts';
import type { SubscriberSource } from '../../domain/types.ts';
import { readFailure } from '../../ui/form/read-failure.ts';
import { notify, type Notice } from '../../ui/notify.ts';
import { notifyIfOffline } from '../../ui/offline-form.tsx';

// The toast's title for each of the form's own messages. The server's stricter rule still
// applies, and its refusal gets the invalid-address message.
const TITLES: Record<string, string> = { [EMAIL_REQUIRED]: 'Email required' };

export interface EmailSignup {
  source: SubscriberSource;
  success: Omit<Notice, 'type'>;
  failure: string;
}

/** How a send ended: sent (clear the field), the address refused (mark it), or not sent. */
export type SignupOutcome = 'sent' | 'refused' | 'kept';

/**
 * The e-mail-only sign-up's submit, fetched when someone first sends one (the form itself is on
 * the home page's first load, without the form kit): checked by its schema, nothing sent while
 * offline, every outcome said in a toast.
 */
export async function sendEmailSignup(
  backend: Backend,
  email: string,
  signup: EmailSignup,
): Promise<SignupOutcome> {
  const checked = emailSignupFormSchema.safeParse({ email });
  if (!checked.success) {
    const message = checked.error.issues[0]?.message ?? EMAIL_INVALID;
    notify({ type: 'error', title: TITLES[message] ?? 'Error', description: message });
    return 'refused';
  }
  if (notifyIfOffline()) return 'kept';
  try {
    await backend.visitor.subscribe({
      email: email.trim().toLowerCase(),
      name: null,
      source: signup.source,
    });
    notify({ type: 'success', ...signup.success });
    return 'sent';
  } catch (error) {
    const failure = readFailure(error, ['email']);
    if (failure.kind === 'offline') {
      notifyIfOffline(error);
      return 'kept';
    }
    if (failure.kind === 'invalid') {
      notify({ type: 'error', title: 'Error', description: EMAIL_INVALID });
      return 'refused';
    }
    console.error(`Sign-up (${signup.source}) failed`, error);
    notify({ type: 'error', title: 'Error', description: signup.failure });
    return 'kept';
  }
}
