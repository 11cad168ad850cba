// Newsletter, waitlists and e-mail-only sign-ups (every form that creates a subscriber).
export { EmailSignupForm } from './email-signup-form.tsx';
export { LazyNewsletterDialog, LazyWaitlistDialog } from './lazy-subscribe-dialogs.tsx';
