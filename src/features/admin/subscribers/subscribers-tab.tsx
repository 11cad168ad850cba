import { Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { ManagePanel } from './manage-panel.tsx';
import { OverviewPanel } from './overview-panel.tsx';
import { TEXTS } from './texts.ts';

/** The CMS's Subscribers tab (admin-cms.md): Overview, Manage Subscribers, Analytics. */
export function SubscribersTab() {
  return (
    <Stack gap="6">
      <Heading as="h2" size="xl">
        {TEXTS.title}
      </Heading>
      <Tabs.Root defaultValue="overview" variant="enclosed" lazyMount>
        <Tabs.List mb="4" overflowX="auto" maxW="full">
          <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
          <Tabs.Trigger value="manage">Manage Subscribers</Tabs.Trigger>
          <Tabs.Trigger value="analytics">Analytics</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview">
          <OverviewPanel />
        </Tabs.Content>
        <Tabs.Content value="manage">
          <ManagePanel />
        </Tabs.Content>
        <Tabs.Content value="analytics">
          <Text color="fg.muted">{TEXTS.analyticsSoon}</Text>
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
