import './zod-jitless.ts';
// The visitor forms' own checks, with the spec's messages (public-site.md section 8). They run
// in the browser before a send; the servers still check what arrives (subscribe.ts, contact.ts,
// the auth adapters). zod/mini, since the home page's e-mail sign-ups load with the first paint.
import * as z from 'zod/mini';
import { looksLikeEmail } from './email-shape.ts';
import { PROFILE_NAME_TOO_LONG } from './entities/visitor.ts';
import { LIMITS } from './limits.ts';

/** Text that is not empty once trimmed. */
const filled = (message: string) =>
  z.string().check(z.refine((value) => value.trim() !== '', message));

export const FILL_ALL_FIELDS = 'Please fill in all fields.';
export const EMAIL_REQUIRED = 'Please enter your email address.';
// public-site.md section 8's field message for an address that is not one.
export const EMAIL_INVALID = 'Please enter a valid email address';

/** A dialog's e-mail: required like its other fields, then shaped like an address. */
const dialogEmail = z.string().check(
  z.refine((value) => value.trim() !== '', { message: FILL_ALL_FIELDS, abort: true }),
  z.refine(looksLikeEmail, EMAIL_INVALID),
);

/** The newsletter dialog: first name, surname and e-mail, all required. */
export const newsletterFormSchema = z.object({
  firstName: filled(FILL_ALL_FIELDS),
  surname: filled(FILL_ALL_FIELDS),
  email: dialogEmail,
});

/** The book waitlist: name and e-mail, both required. */
export const waitlistFormSchema = z.object({
  name: filled(FILL_ALL_FIELDS),
  email: dialogEmail,
});

/** The e-mail-only sign-ups (newsletter section, courses, card decks). */
export const emailSignupFormSchema = z.object({
  email: z.string().check(
    z.refine((value) => value.trim() !== '', { message: EMAIL_REQUIRED, abort: true }),
    z.refine(looksLikeEmail, EMAIL_INVALID),
  ),
});

/** Sign in: e-mail and password required. */
export const signInFormSchema = z.object({
  email: filled('Email is required'),
  password: z.string().check(z.minLength(1, 'Password is required')),
});

/**
 * Sign up: name, e-mail and password required; the name at most the profile's limit (the rules
 * refuse a longer one, which used to leave the account without its profile). The password's
 * strength is checked apart, with the meter's message.
 */
export const signUpFormSchema = z.object({
  name: z.string().check(
    z.refine((value) => value.trim() !== '', { message: 'Name is required', abort: true }),
    z.refine((value) => value.trim().length <= LIMITS.profile.name, PROFILE_NAME_TOO_LONG),
  ),
  email: filled('Email is required'),
  password: z.string().check(z.minLength(1, 'Password is required')),
});
