import { lazyComponent } from '../../platform/lifecycle/lazy-component.ts';

/** /engineering/prompt-engineering-guide */
export const LazyPromptEngineeringGuidePage = lazyComponent(
  () => import('./prompt-engineering-guide-page.tsx'),
  'PromptEngineeringGuidePage',
);
/** /engineering/context-engineering */
export const LazyContextEngineeringPage = lazyComponent(
  () => import('./context-engineering-page.tsx'),
  'ContextEngineeringPage',
);
/** /five-capabilities */
export const LazyFiveCapabilitiesPage = lazyComponent(
  () => import('./five-capabilities-page.tsx'),
  'FiveCapabilitiesPage',
);
/** /ai-chief-of-staff-starter-lesson */
export const LazyStarterLessonPage = lazyComponent(
  () => import('./starter-lesson-page.tsx'),
  'StarterLessonPage',
);
