export { recordEvent } from './record-event.ts';
export { subscribe } from './subscribe.ts';
export { submitContact } from './submit-contact.ts';
// The audience side of the CMS (issue 13): the newsletter, subscription links, the security
// monitor and the analytics rollups.
export { sendNewsletter } from './send-newsletter.ts';
export { confirmSubscription, unsubscribe, unsubscribeOneClick } from './subscription-links.ts';
export { getContactSecuritySummary } from './security-summary.ts';
export { rollupPageView, rollupShare, rollupSignup } from './analytics-rollups.ts';
