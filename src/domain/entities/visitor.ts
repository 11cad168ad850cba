import '../zod-jitless.ts';
import * as z from 'zod/mini';
import { LIMITS } from '../limits.ts';
import { RECORDED_SHARE_PLATFORMS } from '../share-links.ts';
import { BOUNCE_REASONS, SUBSCRIBER_SOURCES } from '../types.ts';
import { defineEntity } from './entity.ts';
import {
  dateField,
  dateOrNull,
  optDateField,
  optTextField,
  requiredTextField,
  textField,
} from './fields.ts';

const epoch = () => new Date(0);

/** What a name over the profile's limit is told (the sign-up form shows it under the field). */
export const PROFILE_NAME_TOO_LONG = `Name must be at most ${LIMITS.profile.name} characters`;

/** `users/{uid}`: the profile, exactly {name} (also the Auth display name, set at sign-up). */
export const profileEntity = defineEntity({
  collection: 'users',
  schema: z.object({
    name: z.string().check(z.maxLength(LIMITS.profile.name, PROFILE_NAME_TOO_LONG)),
  }),
  defaults: () => ({ name: '' }),
});

/**
 * `subscribers`: one address on one list. Waitlist entries and the e-mail-only sign-ups are
 * subscribers too, told apart by `source`.
 */
export const subscriberEntity = defineEntity({
  collection: 'subscribers',
  schema: z.object({
    email: requiredTextField(LIMITS.subscriber.email),
    name: optTextField(LIMITS.subscriber.name),
    source: z.enum(SUBSCRIBER_SOURCES),
    // 'bounced': its mail bounced or was reported as spam (mail-bounces.ts); no more is sent.
    status: z.enum(['pending', 'confirmed', 'unsubscribed', 'bounced']),
    createdAt: dateField(),
    confirmedAt: optDateField(),
    unsubscribedAt: optDateField(),
    /** When and why the address was marked bounced (absent on rows that never were). */
    bouncedAt: z.optional(optDateField()),
    bounceReason: z.optional(z.nullable(z.enum(BOUNCE_REASONS))),
  }),
  defaults: (raw) => ({
    email: '',
    name: null,
    source: 'newsletter' as const,
    status: 'pending' as const,
    createdAt: dateOrNull(raw.createdAt) ?? epoch(),
    confirmedAt: null,
    unsubscribedAt: null,
    bouncedAt: undefined,
    bounceReason: undefined,
  }),
});

const C = LIMITS.contact;

/** `contacts`: a message as `submitContact` stores it (the input is checked by contact.ts). */
export const contactEntity = defineEntity({
  collection: 'contacts',
  schema: z.object({
    name: textField(C.name),
    email: textField(C.email),
    company: optTextField(C.company),
    message: textField(C.message),
    /** The sender's address, salted and hashed: the raw IP is never stored. */
    ipKey: z.string(),
    createdAt: dateField(),
  }),
  defaults: (raw) => ({
    name: '',
    email: '',
    company: null,
    message: '',
    ipKey: '',
    createdAt: dateOrNull(raw.createdAt) ?? epoch(),
  }),
});

const P = LIMITS.pageView;
/** A site path as the app records it: starts with '/', no line breaks, bounded. */
const pagePath = (max: number) => z.string().check(z.maxLength(max), z.regex(/^\/.*$/));

/** `page_views`: one per navigation, written by `recordEvent` with the server's time. */
export const pageViewEntity = defineEntity({
  collection: 'page_views',
  schema: z.object({
    pagePath: pagePath(P.pagePath),
    pageTitle: textField(P.pageTitle),
    referrer: z.nullable(textField(P.referrer)),
    userAgent: textField(P.userAgent),
    sessionId: textField(P.sessionId),
    createdAt: dateField(),
  }),
  defaults: (raw) => ({
    pagePath: '/',
    pageTitle: '',
    referrer: null,
    userAgent: '',
    sessionId: '',
    createdAt: dateOrNull(raw.createdAt) ?? epoch(),
  }),
});

/** `social_shares`: one per share button pressed, written by `recordEvent`. */
export const socialShareEntity = defineEntity({
  collection: 'social_shares',
  schema: z.object({
    /** One of RECORDED_SHARE_PLATFORMS (share-links.ts), e.g. 'linkedin', 'copy-link'. */
    platform: z.enum(RECORDED_SHARE_PLATFORMS),
    pagePath: pagePath(LIMITS.socialShare.pagePath),
    createdAt: dateField(),
  }),
  defaults: (raw) => ({
    platform: 'copy-link' as const,
    pagePath: '/',
    createdAt: dateOrNull(raw.createdAt) ?? epoch(),
  }),
});
