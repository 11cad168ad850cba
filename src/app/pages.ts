/**
 * The site's pages, one entry each: the one place a page is declared. Its id names it to the
 * router (app/routes.tsx, which gives each id its element), the server (server/page-data.ts,
 * which says what each page it serves reads first) and the build (server/page-modules.ts, the
 * chunk groups, the prerendered files). Adding a page is an entry here and its feature folder;
 * src/app/pages.test.ts says what was forgotten. Data only: the server, the build's plugins and
 * the tests read it without React.
 */
export interface PageEntry {
  /** The route's path pattern, relative to the layout ('' for the index). */
  route: string;
  /**
   * How a request for it is answered: drawn on the server from the backend's data each time
   * (`rendered`), drawn once at build time and served as a file (`static`, no backend read),
   * moved elsewhere (`redirect`), or left to the browser, which draws it from the app's shell
   * (`shell`: pages that depend on the visitor).
   */
  served: 'rendered' | 'static' | 'redirect' | 'shell';
  /** The page's module and the component it exports, fetched when the page first opens. */
  module?: string;
  component?: string;
  /**
   * A page a first visit most often lands on: what it uses beyond every page's code is built
   * into files shared by the three (build/page-groups.ts), and held to a byte budget.
   */
  main?: 'home' | 'piece' | 'category';
  /** Its sections below the fold, fetched once the reader is past the first screen. */
  belowTheFold?: string;
}

const CONTENT = 'src/features/content';
const GUIDES = 'src/features/guides';

export const PAGES = {
  home: {
    route: '',
    served: 'rendered',
    module: 'src/features/home/home-page.tsx',
    component: 'HomePage',
    main: 'home',
    belowTheFold: 'src/features/home/below-the-fold.tsx',
  },
  auth: {
    route: 'auth',
    served: 'shell',
    module: 'src/features/auth/auth-page.tsx',
    component: 'AuthPage',
  },
  admin: {
    route: 'admin/:tab?',
    served: 'shell',
    module: 'src/features/admin/admin-page.tsx',
    component: 'AdminPage',
  },
  // The links in subscription e-mails (issue 13): drawn for the visitor.
  'confirm-subscription': {
    route: 'confirm-subscription',
    served: 'shell',
    module: 'src/features/subscription-links/confirm-subscription-page.tsx',
    component: 'ConfirmSubscriptionPage',
  },
  unsubscribe: {
    route: 'unsubscribe/one-click?',
    served: 'shell',
    module: 'src/features/subscription-links/unsubscribe-page.tsx',
    component: 'UnsubscribePage',
  },
  'subscription-success': {
    route: 'subscription-success',
    served: 'shell',
    module: 'src/features/account/subscription-success-page.tsx',
    component: 'SubscriptionSuccessPage',
  },
  essay: {
    route: 'essays/:slug',
    served: 'rendered',
    module: `${CONTENT}/piece-page.tsx`,
    component: 'EssayPage',
    main: 'piece',
  },
  dispatch: {
    route: 'dispatches/:slug',
    served: 'rendered',
    module: `${CONTENT}/piece-page.tsx`,
    component: 'DispatchPage',
  },
  prompt: {
    route: 'prompts/detail/:slug',
    served: 'rendered',
    module: `${CONTENT}/prompt-page.tsx`,
    component: 'PromptDetailPage',
  },
  category: {
    route: 'prompts/:category',
    served: 'rendered',
    module: 'src/features/prompts/category-page.tsx',
    component: 'CategoryPage',
    main: 'category',
  },
  'prompt-engineering': {
    route: 'engineering/prompt-engineering',
    served: 'rendered',
    module: `${CONTENT}/piece-page.tsx`,
    component: 'PromptEngineeringPage',
  },
  'prompt-engineering-guide': {
    route: 'engineering/prompt-engineering-guide',
    served: 'static',
    module: `${GUIDES}/prompt-engineering-guide-page.tsx`,
    component: 'PromptEngineeringGuidePage',
  },
  'context-engineering': {
    route: 'engineering/context-engineering',
    served: 'static',
    module: `${GUIDES}/context-engineering-page.tsx`,
    component: 'ContextEngineeringPage',
  },
  'five-capabilities': {
    route: 'five-capabilities',
    served: 'static',
    module: `${GUIDES}/five-capabilities-page.tsx`,
    component: 'FiveCapabilitiesPage',
  },
  'starter-lesson': {
    route: 'ai-chief-of-staff-starter-lesson',
    served: 'static',
    module: `${GUIDES}/starter-lesson-page.tsx`,
    component: 'StarterLessonPage',
  },
  account: {
    route: 'account',
    served: 'shell',
    module: 'src/features/account/account-page.tsx',
    component: 'AccountPage',
  },
  offline: {
    route: 'offline',
    served: 'shell',
    module: 'src/features/offline/offline-page.tsx',
    component: 'OfflinePage',
  },
  search: {
    route: 'search',
    served: 'shell',
    module: 'src/features/search/search-page.tsx',
    component: 'SearchPage',
  },
  // DECISIONS.md: /learn is the home page's school section.
  learn: { route: 'learn', served: 'redirect' },
  slug: {
    route: ':slug',
    served: 'rendered',
    module: `${CONTENT}/catch-all-page.tsx`,
    component: 'CatchAllPage',
  },
  // In the entry: a wrong address answers at once, even offline.
  'not-found': { route: '*', served: 'rendered' },
} as const satisfies Record<string, PageEntry>;

/** A page's id. */
export type PageId = keyof typeof PAGES;

/** The pages the server answers itself (drawn, as files, or moved): all but the shell's. */
export type ServedPageId = {
  [K in PageId]: (typeof PAGES)[K]['served'] extends 'shell' ? never : K;
}[PageId];

/** The pages' entries, in the manifest's order, with their ids. */
export const PAGE_LIST: readonly (PageEntry & { id: PageId })[] = Object.entries(PAGES).map(
  ([id, page]) => ({ id: id as PageId, ...page }),
);

/** The address of a page without parameters (a static page's file is named after it). */
export const pagePath = (page: PageEntry): string => `/${page.route}`;
