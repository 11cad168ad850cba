import { Box } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../../ui/page-spinner.tsx';
import { PageHeadReadyProvider } from '../../ui/use-page-head.ts';
import { usePageViews } from '../page-views/use-page-views.ts';
import { ConnectionBanner } from './connection-banner.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { MarkReady } from './mark-ready.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/** Every page: header, the route's screen, footer; and a page view per route change. */
export function Layout() {
  const onPageHeadReady = usePageViews();
  return (
    <PageHeadReadyProvider value={onPageHeadReady}>
      <Box minH="100dvh" display="flex" flexDirection="column">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <Header />
        <ConnectionBanner />
        <Box as="main" id="main" flex="1" tabIndex={-1} outline="none">
          {/* A screen that fails (say, its code gone since a deploy) keeps the header and footer. */}
          <RouteErrorBoundary>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
              <MarkReady />
            </Suspense>
          </RouteErrorBoundary>
        </Box>
        {/* Its own boundary: React takes over the server's footer after the header, so a tap on
            the header while the page is still being hydrated waits for less. */}
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </Box>
    </PageHeadReadyProvider>
  );
}
