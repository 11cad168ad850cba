// The CMS's Newsletter tab (admin-cms.md).
export { NewsletterTab } from './newsletter-tab.tsx';
