// Sharing a page (public-site.md, share options) and opening a prompt in an AI assistant, every
// use recorded.
export { AssistantLinks } from './assistant-links.tsx';
export { ShareControls } from './share-controls.tsx';
