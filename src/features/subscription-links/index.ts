// The pages behind the links in subscription e-mails: double opt-in and unsubscribe.
export { LazyConfirmSubscriptionPage, LazyUnsubscribePage } from './lazy-pages.ts';
