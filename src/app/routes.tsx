import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { HomePage } from '../features/home/home-page.tsx';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { Layout } from './layout/layout.tsx';
import { RouteError } from './layout/route-error.tsx';

// Everything but the home page loads on demand; the CMS is never part of a visitor's download.
const content = () => import('../features/content/content-pages.tsx');
const EssayPage = lazy(() => content().then((m) => ({ default: m.EssayPage })));
const DispatchPage = lazy(() => content().then((m) => ({ default: m.DispatchPage })));
const PromptDetailPage = lazy(() => content().then((m) => ({ default: m.PromptDetailPage })));
const PromptEngineeringPage = lazy(() =>
  content().then((m) => ({ default: m.PromptEngineeringPage })),
);
const CatchAllPage = lazy(() => content().then((m) => ({ default: m.CatchAllPage })));
const AdminPage = lazy(() =>
  import('../features/admin/admin-page.tsx').then((m) => ({ default: m.AdminPage })),
);
const AuthPage = lazy(() =>
  import('../features/auth/auth-page.tsx').then((m) => ({ default: m.AuthPage })),
);
const AccountPage = lazy(() =>
  import('../features/account/account-page.tsx').then((m) => ({ default: m.AccountPage })),
);
const SubscriptionSuccessPage = lazy(() =>
  import('../features/account/subscription-success-page.tsx').then((m) => ({
    default: m.SubscriptionSuccessPage,
  })),
);
const FiveCapabilitiesPage = lazy(() =>
  import('../features/static/five-capabilities-page.tsx').then((m) => ({
    default: m.FiveCapabilitiesPage,
  })),
);
const StarterLessonPage = lazy(() =>
  import('../features/static/starter-lesson-page.tsx').then((m) => ({
    default: m.StarterLessonPage,
  })),
);
const OfflinePage = lazy(() =>
  import('../features/offline/offline-page.tsx').then((m) => ({ default: m.OfflinePage })),
);
const PromptCategoryPage = lazy(() =>
  import('../features/prompts/category-page.tsx').then((m) => ({ default: m.CategoryPage })),
);
const PromptEngineeringGuidePage = lazy(() =>
  import('../features/static/prompt-engineering-guide-page.tsx').then((m) => ({
    default: m.PromptEngineeringGuidePage,
  })),
);
const ContextEngineeringPage = lazy(() =>
  import('../features/static/context-engineering-page.tsx').then((m) => ({
    default: m.ContextEngineeringPage,
  })),
);

/** The one route table (public-site.md section 2, plus DECISIONS.md's /learn, /account and /offline). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        // A screen that fails (say, its code gone since a deploy) keeps the header and footer.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'auth', element: <AuthPage /> },
          { path: 'admin', element: <AdminPage /> },
          { path: 'subscription-success', element: <SubscriptionSuccessPage /> },
          { path: 'essays/:slug', element: <EssayPage /> },
          { path: 'dispatches/:slug', element: <DispatchPage /> },
          { path: 'prompts/detail/:slug', element: <PromptDetailPage /> },
          { path: 'prompts/:category', element: <PromptCategoryPage /> },
          { path: 'engineering/prompt-engineering', element: <PromptEngineeringPage /> },
          { path: 'engineering/prompt-engineering-guide', element: <PromptEngineeringGuidePage /> },
          { path: 'engineering/context-engineering', element: <ContextEngineeringPage /> },
          { path: 'five-capabilities', element: <FiveCapabilitiesPage /> },
          { path: 'ai-chief-of-staff-starter-lesson', element: <StarterLessonPage /> },
          { path: 'account', element: <AccountPage /> },
          { path: 'offline', element: <OfflinePage /> },
          { path: 'learn', element: <Navigate to="/#school" replace /> },
          { path: ':slug', element: <CatchAllPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
