export { recordEvent } from './record-event.ts';
export { subscribe } from './subscribe.ts';
export { submitContact } from './submit-contact.ts';
// The CMS's content side (issue 12): roles and Unsplash, admins only.
export { claimAdminRole, setAdminRole } from './admin-roles.ts';
export { searchUnsplash, trackUnsplashDownload } from './unsplash.ts';
export { deleteContent, reorderPrompts, savePiece, savePrompt } from './content-saves.ts';
