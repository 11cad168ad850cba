import { lazyComponent } from '../../platform/lifecycle/lazy-component.ts';

/** /prompts/{category} */
export const LazyCategoryPage = lazyComponent(() => import('./category-page.tsx'), 'CategoryPage');
