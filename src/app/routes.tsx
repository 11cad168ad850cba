import { lazy } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router-dom';
import { HomePage } from '../features/home/home-page.tsx';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { ComingSoon } from '../ui/coming-soon.tsx';
import { Layout } from './layout/layout.tsx';

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

const coming = (path: string, title: string): RouteObject => ({
  path,
  element: <ComingSoon title={title} path={`/${path}`} />,
});

/** The one route table (public-site.md section 2, plus DECISIONS.md's /learn and /account). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      coming('auth', 'Sign in to EDGE Navigator'),
      { path: 'admin', element: <AdminPage /> },
      coming('subscription-success', 'Welcome to EDGE Navigator!'),
      { path: 'essays/:slug', element: <EssayPage /> },
      { path: 'dispatches/:slug', element: <DispatchPage /> },
      { path: 'prompts/detail/:slug', element: <PromptDetailPage /> },
      { path: 'prompts/:category', element: <ComingSoonCategory /> },
      { path: 'engineering/prompt-engineering', element: <PromptEngineeringPage /> },
      coming('engineering/prompt-engineering-guide', 'The Prompt Engineering Guide'),
      coming('engineering/context-engineering', 'Context Engineering'),
      coming('five-capabilities', 'The Five Capabilities of Executive Intelligence Engineering'),
      coming('ai-chief-of-staff-starter-lesson', 'Start Building your own AI Chief of Staff'),
      coming('account', 'Your account'),
      { path: 'learn', element: <Navigate to="/#school" replace /> },
      { path: ':slug', element: <CatchAllPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

function ComingSoonCategory() {
  const { category = '' } = useParams();
  return <ComingSoon title="AI EDGE Prompts" path={`/prompts/${category}`} />;
}
