import { ChakraProvider, Container, Heading, Tabs } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageSpinner } from '../../ui/page-spinner.tsx';
import { CMS_TABS, DEFAULT_TAB } from './cms-tabs.ts';
import { cmsSystem } from './kit/index.ts';

/**
 * The CMS: seven tabs, the selected one in the URL (/admin/{tab}) so a reload or a shared link
 * opens it. Each tab's code is fetched when it is first opened, and only the open one is mounted.
 */
export function Cms() {
  const { tab } = useParams();
  const navigate = useNavigate();
  if (tab !== undefined && !CMS_TABS.some((t) => t.slug === tab)) {
    return <Navigate to="/admin" replace />;
  }
  const selected = tab ?? DEFAULT_TAB;
  return (
    <ChakraProvider value={cmsSystem}>
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        <Heading as="h1" size="2xl" mb="6">
          EDGE CMS
        </Heading>
        <Tabs.Root
          value={selected}
          onValueChange={({ value }) => navigate(`/admin/${value}`)}
          lazyMount
          unmountOnExit
          variant="line"
        >
          {/* On a phone the seven tabs wrap onto a second line: every one in sight, none cut. */}
          <Tabs.List
            flexWrap={{ base: 'wrap', md: 'nowrap' }}
            overflowX={{ md: 'auto' }}
            overflowY="hidden"
            mb="6"
          >
            {CMS_TABS.map(({ slug, label }) => (
              <Tabs.Trigger key={slug} value={slug} flexShrink={0}>
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {CMS_TABS.map(({ slug, Panel }) => (
            <Tabs.Content key={slug} value={slug}>
              <Suspense fallback={<PageSpinner />}>
                <Panel />
              </Suspense>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Container>
    </ChakraProvider>
  );
}
