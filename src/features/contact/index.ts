// The contact form (public-site.md, Contact dialog): what other parts of the app may use.
export { LazyContactDialog } from './lazy-contact-dialog.tsx';
