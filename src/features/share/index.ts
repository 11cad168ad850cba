// Sharing a page (public-site.md, share options), every click recorded.
export { ShareControls } from './share-controls.tsx';
