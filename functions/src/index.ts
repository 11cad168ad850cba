export { recordEvent } from './record-event.ts';
export { subscribe } from './subscribe.ts';
export { submitContact } from './submit-contact.ts';
export { renderPage } from './render-page.ts';
