import { lazyComponent } from '../../ui/lazy-component.ts';

/** /prompts/{category} */
export const LazyCategoryPage = lazyComponent(() => import('./category-page.tsx'), 'CategoryPage');
