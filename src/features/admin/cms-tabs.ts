import { lazyComponent, type LazyComponent } from '../../platform/lifecycle/lazy-component.ts';

/** One tab of the CMS: its URL segment (/admin/{slug}), its label, and its code, fetched when opened. */
export interface CmsTab {
  slug: string;
  label: string;
  Panel: LazyComponent;
}

/** The seven tabs, in the spec's order (admin-cms.md, /admin). */
export const CMS_TABS: readonly CmsTab[] = [
  {
    slug: 'analytics',
    label: 'Analytics',
    Panel: lazyComponent(() => import('./analytics/index.ts'), 'AnalyticsTab'),
  },
  {
    slug: 'prompts',
    label: 'AI Prompts',
    Panel: lazyComponent(() => import('./prompts/index.ts'), 'PromptsTab'),
  },
  {
    slug: 'essays',
    label: 'Essays',
    Panel: lazyComponent(() => import('./essays/index.ts'), 'EssaysTab'),
  },
  {
    slug: 'subscribers',
    label: 'Subscribers',
    Panel: lazyComponent(() => import('./subscribers/index.ts'), 'SubscribersTab'),
  },
  {
    slug: 'newsletter',
    label: 'Newsletter',
    Panel: lazyComponent(() => import('./newsletter/index.ts'), 'NewsletterTab'),
  },
  {
    slug: 'security',
    label: 'Security',
    Panel: lazyComponent(() => import('./security/index.ts'), 'SecurityTab'),
  },
  {
    slug: 'settings',
    label: 'Settings',
    Panel: lazyComponent(() => import('./settings/index.ts'), 'SettingsTab'),
  },
];

/** AI Prompts opens when the URL names no tab, or one that does not exist. */
export const DEFAULT_TAB = 'prompts';
