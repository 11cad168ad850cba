import { Navigate, type RouteObject } from 'react-router-dom';
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
import { HomePage } from '../features/home';
import { NotFoundPage } from '../features/not-found';
import { LazyOfflinePage } from '../features/offline';
import { LazyCategoryPage } from '../features/prompts';
import { LazyConfirmSubscriptionPage, LazyUnsubscribePage } from '../features/subscription-links';
import { Layout } from './layout/layout.tsx';
import { RouteError } from './layout/route-error.tsx';

/**
 * The one route table (public-site.md section 2, plus DECISIONS.md's /learn, /account and
 * /offline). Everything but the home page loads on demand (each feature's Lazy* pages); the CMS
 * is never part of a visitor's download.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        // A screen that fails (say, its code gone since a deploy) keeps the header and footer.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'auth', element: <LazyAuthPage /> },
          { path: 'admin/:tab?', element: <LazyAdminPage /> },
          { path: 'subscription-success', element: <LazySubscriptionSuccessPage /> },
          // The links in subscription e-mails (issue 13).
          { path: 'confirm-subscription', element: <LazyConfirmSubscriptionPage /> },
          { path: 'unsubscribe/one-click?', element: <LazyUnsubscribePage /> },
          { path: 'essays/:slug', element: <LazyEssayPage /> },
          { path: 'dispatches/:slug', element: <LazyDispatchPage /> },
          { path: 'prompts/detail/:slug', element: <LazyPromptDetailPage /> },
          { path: 'prompts/:category', element: <LazyCategoryPage /> },
          { path: 'engineering/prompt-engineering', element: <LazyPromptEngineeringPage /> },
          {
            path: 'engineering/prompt-engineering-guide',
            element: <LazyPromptEngineeringGuidePage />,
          },
          { path: 'engineering/context-engineering', element: <LazyContextEngineeringPage /> },
          { path: 'five-capabilities', element: <LazyFiveCapabilitiesPage /> },
          { path: 'ai-chief-of-staff-starter-lesson', element: <LazyStarterLessonPage /> },
          { path: 'account', element: <LazyAccountPage /> },
          { path: 'offline', element: <LazyOfflinePage /> },
          { path: 'learn', element: <Navigate to="/#school" replace /> },
          { path: ':slug', element: <LazyCatchAllPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
