// The CMS's Essays tab (admin-cms.md).
export { EssaysTab } from './essays-tab.tsx';
