export { subscribe } from './subscribe.ts';
export { submitContact } from './submit-contact.ts';
