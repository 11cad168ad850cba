export { recordEvent } from './record-event.ts';
export { subscribe } from './subscribe.ts';
export { submitContact } from './submit-contact.ts';
// The audience side of the CMS (issue 13): the newsletter, subscription links, the security
// monitor and the analytics rollups.
export { sendNewsletter } from './send-newsletter.ts';
export { confirmSubscription, unsubscribe, unsubscribeOneClick } from './subscription-links.ts';
export { getContactSecuritySummary } from './security-summary.ts';
export { rollupPageView, rollupShare, rollupSignup } from './analytics-rollups.ts';
export { foldAnalytics } from './analytics-fold.ts';
// Mail that bounces stops being sent (issue 25): failed deliveries and the provider's webhook.
export { onMailDelivery } from './mail-delivery.ts';
export { mailProviderEvents } from './mail-webhook.ts';
export { settleNewsletterDelivery } from './newsletter-delivery.ts';
// The CMS's content side (issue 12): roles and Unsplash, admins only.
export { claimAdminRole, setAdminRole } from './admin-roles.ts';
export { searchUnsplash, trackUnsplashDownload } from './unsplash.ts';
export { deleteContent, reorderPrompts, savePiece, savePrompt } from './content-saves.ts';
// The site's pages, feeds and share previews (issue 14), behind Hosting's rewrites.
export { renderPage } from './render-page.ts';
// Scheduled publishing (issue 29): pieces and newsletters at a set time.
export { publishScheduled } from './publish-scheduled.ts';
export { scheduleNewsletter, unscheduleNewsletter } from './schedule-newsletter.ts';
