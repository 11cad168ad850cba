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

/**
 * The one route table (public-site.md section 2, plus DECISIONS.md's /learn, /account and
 * /offline). Every page but the 404 loads on demand (each feature's Lazy* pages); the CMS
 * is never part of a visitor's download. Each page's id names it for the server, which renders
 * it (src/server/page-data.ts says what each reads first).
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { id: 'home', index: true, element: <LazyHomePage /> },
      { id: 'auth', path: 'auth', element: <LazyAuthPage /> },
      { id: 'admin', path: 'admin/:tab?', element: <LazyAdminPage /> },
      // The links in subscription e-mails (issue 13): drawn for the visitor (the shell).
      {
        id: 'confirm-subscription',
        path: 'confirm-subscription',
        element: <LazyConfirmSubscriptionPage />,
      },
      { id: 'unsubscribe', path: 'unsubscribe/one-click?', element: <LazyUnsubscribePage /> },
      {
        id: 'subscription-success',
        path: 'subscription-success',
        element: <LazySubscriptionSuccessPage />,
      },
      { id: 'essay', path: 'essays/:slug', element: <LazyEssayPage /> },
      { id: 'dispatch', path: 'dispatches/:slug', element: <LazyDispatchPage /> },
      { id: 'prompt', path: 'prompts/detail/:slug', element: <LazyPromptDetailPage /> },
      { id: 'category', path: 'prompts/:category', element: <LazyCategoryPage /> },
      {
        id: 'prompt-engineering',
        path: 'engineering/prompt-engineering',
        element: <LazyPromptEngineeringPage />,
      },
      {
        id: 'prompt-engineering-guide',
        path: 'engineering/prompt-engineering-guide',
        element: <LazyPromptEngineeringGuidePage />,
      },
      {
        id: 'context-engineering',
        path: 'engineering/context-engineering',
        element: <LazyContextEngineeringPage />,
      },
      {
        id: 'five-capabilities',
        path: 'five-capabilities',
        element: <LazyFiveCapabilitiesPage />,
      },
      {
        id: 'starter-lesson',
        path: 'ai-chief-of-staff-starter-lesson',
        element: <LazyStarterLessonPage />,
      },
      { id: 'account', path: 'account', element: <LazyAccountPage /> },
      { id: 'offline', path: 'offline', element: <LazyOfflinePage /> },
      { id: 'search', path: 'search', element: <LazySearchPage /> },
      { id: 'learn', path: 'learn', element: <Navigate to="/#school" replace /> },
      { id: 'slug', path: ':slug', element: <LazyCatchAllPage /> },
      { id: 'not-found', path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The route table's screen for the router's location (the browser's router, or the server's). */
export function AppRoutes() {
  return useRoutes(routes);
}
