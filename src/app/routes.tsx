import type { ReactElement } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { LazyAccountPage, LazySubscriptionSuccessPage } from '../features/account';
import { LazyAdminPage } from '../features/admin';
import { LazyAuthPage } from '../features/auth';
import {
  LazyCatchAllPage,
  LazyDispatchPage,
  LazyEssayPage,
  LazyPromptDetailPage,
  LazyPromptEngineeringPage,
} from '../features/content';
import {
  LazyContextEngineeringPage,
  LazyFiveCapabilitiesPage,
  LazyPromptEngineeringGuidePage,
  LazyStarterLessonPage,
} from '../features/guides';
import { LazyHomePage } from '../features/home';
import { NotFoundPage } from '../features/not-found';
import { LazyOfflinePage } from '../features/offline';
import { LazyCategoryPage } from '../features/prompts';
import { LazySearchPage } from '../features/search';
import { LazyConfirmSubscriptionPage, LazyUnsubscribePage } from '../features/subscription-links';
import { Layout } from './layout/layout.tsx';
import { PAGE_LIST, type PageId } from './pages.ts';

/**
 * What each page of the manifest (app/pages.ts) draws: its lazy page (each feature's Lazy*
 * pages), so the CMS is never part of a visitor's download. The 404 is in the entry.
 */
const ELEMENTS: Record<PageId, ReactElement> = {
  home: <LazyHomePage />,
  auth: <LazyAuthPage />,
  admin: <LazyAdminPage />,
  'confirm-subscription': <LazyConfirmSubscriptionPage />,
  unsubscribe: <LazyUnsubscribePage />,
  'subscription-success': <LazySubscriptionSuccessPage />,
  essay: <LazyEssayPage />,
  dispatch: <LazyDispatchPage />,
  prompt: <LazyPromptDetailPage />,
  category: <LazyCategoryPage />,
  'prompt-engineering': <LazyPromptEngineeringPage />,
  'prompt-engineering-guide': <LazyPromptEngineeringGuidePage />,
  'context-engineering': <LazyContextEngineeringPage />,
  'five-capabilities': <LazyFiveCapabilitiesPage />,
  'starter-lesson': <LazyStarterLessonPage />,
  account: <LazyAccountPage />,
  offline: <LazyOfflinePage />,
  search: <LazySearchPage />,
  learn: <Navigate to="/#school" replace />,
  slug: <LazyCatchAllPage />,
  'not-found': <NotFoundPage />,
};

/**
 * The one route table (public-site.md section 2, plus DECISIONS.md's /learn, /account and
 * /offline), made from the page manifest: each route's id names its page for the server, which
 * renders it (src/server/page-data.ts says what each reads first).
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: PAGE_LIST.map(({ id, route }) =>
      route === ''
        ? { id, index: true, element: ELEMENTS[id] }
        : { id, path: route, element: ELEMENTS[id] },
    ),
  },
];

/** The route table's screen for the router's location (the browser's router, or the server's). */
export function AppRoutes() {
  return useRoutes(routes);
}
