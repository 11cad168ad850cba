import { Button, ChakraProvider, Container, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { NEW_VERSION_RELOAD, useUpdateOffer } from '../../stores/update-offer.ts';
import { PageSpinner } from '../../ui/page-spinner.tsx';
import { ReconnectBoundary } from '../../ui/reconnect-boundary.tsx';
import { CMS_TABS, DEFAULT_TAB, type CmsTab } from './cms-tabs.ts';
import { cmsSystem } from './kit/index.ts';

/** A tab whose code is not on this device yet, offline: it opens once the connection returns. */
export const TAB_NEEDS_CONNECTION =
  "This tab needs a connection: it isn't on this device yet. It opens as soon as you're back online.";

function TabNeedsConnection({ retry }: { retry: () => void }) {
  // Online, the code may be gone since a deploy instead: then the new version is what is true.
  const update = useUpdateOffer();
  return (
    <Stack gap="3" align="flex-start" role="alert">
      <Text>{update ? NEW_VERSION_RELOAD : TAB_NEEDS_CONNECTION}</Text>
      <Button variant="outline" size="sm" onClick={update ?? retry}>
        {update ? 'Reload' : 'Try again'}
      </Button>
    </Stack>
  );
}

/**
 * The CMS: seven tabs, the selected one in the URL (/admin/{tab}) so a reload or a shared link
 * opens it. Each tab's code is fetched when it is first opened, and only the open one is mounted;
 * offline, a tab not on the device yet says it needs a connection, and opens when it returns.
 */
export function Cms({
  tabs = CMS_TABS,
  defaultTab = DEFAULT_TAB,
}: {
  /** The tabs and the one /admin opens: the CMS's own, unless a test brings its own. */
  tabs?: readonly CmsTab[];
  defaultTab?: string;
}) {
  const { tab } = useParams();
  const navigate = useNavigate();
  if (tab !== undefined && !tabs.some((t) => t.slug === tab)) {
    return <Navigate to="/admin" replace />;
  }
  const selected = tab ?? defaultTab;
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
            {tabs.map(({ slug, label }) => (
              <Tabs.Trigger key={slug} value={slug} flexShrink={0}>
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map(({ slug, Panel }) => (
            <Tabs.Content key={slug} value={slug}>
              <ReconnectBoundary needsConnection={(retry) => <TabNeedsConnection retry={retry} />}>
                <Suspense fallback={<PageSpinner />}>
                  <Panel />
                </Suspense>
              </ReconnectBoundary>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Container>
    </ChakraProvider>
  );
}
