import { Heading, SimpleGrid, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  ANALYTICS_EMPTY,
  ANALYTICS_FAILED,
  ANALYTICS_LIMITS,
  hasAnalyticsData,
  type AnalyticsOverview,
} from '../../../domain/analytics/overview.ts';
import { formatDateTime, LoadFailedAlert, StatCard, useAdminBackend } from '../kit/index.ts';
import { DailyBarChart } from './daily-bar-chart.tsx';
import { RankedList } from './ranked-list.tsx';

const lastShown = <T,>(series: readonly T[]) => series.slice(-ANALYTICS_LIMITS.shownDays);

function Headline({ data }: { data: AnalyticsOverview }) {
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4">
      <StatCard label="Total Page Views" value={data.pageViews} />
      <StatCard label="Social Shares" value={data.shares} />
      <StatCard
        label="Total Subscribers"
        value={data.subscribers}
        help={`+${data.subscribersLastWeek} in the last 7 days`}
      />
      <StatCard
        label="Published Content"
        value={data.publishedArticles + data.publishedEssays}
        help={`${data.publishedArticles} articles, ${data.publishedEssays} essays`}
      />
    </SimpleGrid>
  );
}

/** One breakdown under its (h3) heading. */
function Section(props: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3">
      <Heading as="h3" size="md">
        {props.title}
      </Heading>
      {props.children}
    </Stack>
  );
}

function Breakdown({ data }: { data: AnalyticsOverview }) {
  return (
    <Tabs.Root defaultValue="traffic" variant="enclosed" lazyMount>
      <Tabs.List mb="4" overflowX="auto" maxW="full">
        <Tabs.Trigger value="traffic">Traffic</Tabs.Trigger>
        <Tabs.Trigger value="pages">Top Pages</Tabs.Trigger>
        <Tabs.Trigger value="shares">Social Shares</Tabs.Trigger>
        <Tabs.Trigger value="subscribers">Subscribers</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="traffic">
        <Section title="Daily page views">
          <DailyBarChart
            label="Page views per day, the last 10 days"
            unit="Page views"
            days={lastShown(data.traffic).map(({ date, views }) => ({ date, value: views }))}
          />
        </Section>
      </Tabs.Content>
      <Tabs.Content value="pages">
        <Section title="Top pages by views">
          <RankedList
            caption="Top pages by views, the last 30 days"
            columns={['Page', 'Views']}
            items={data.topPages.map((page) => ({ name: page.label, value: page.views }))}
          />
        </Section>
      </Tabs.Content>
      <Tabs.Content value="shares">
        <Section title="Shares by platform">
          <RankedList
            caption="Shares by platform, the last 30 days"
            columns={['Platform', 'Shares']}
            items={data.sharesByPlatform.map((share) => ({
              name: share.label,
              value: share.count,
            }))}
          />
        </Section>
      </Tabs.Content>
      <Tabs.Content value="subscribers">
        <Stack gap="6">
          <Section title="Daily sign-ups">
            <DailyBarChart
              label="Sign-ups per day, the last 10 days"
              unit="Sign-ups"
              days={lastShown(data.signups).map(({ date, count }) => ({ date, value: count }))}
            />
          </Section>
          <Section title="Sources">
            <RankedList
              caption="Subscribers by source"
              columns={['Source', 'Subscribers']}
              items={data.sources.map((source) => ({ name: source.source, value: source.count }))}
            />
          </Section>
        </Stack>
      </Tabs.Content>
    </Tabs.Root>
  );
}

/** The CMS's Analytics tab (admin-cms.md): headline cards and four breakdowns. */
export function AnalyticsTab() {
  const admin = useAdminBackend();
  const overview = useQuery({
    queryKey: ['admin', 'analytics'],
    queryFn: () => admin.analytics.overview(),
  });
  return (
    <Stack gap="6">
      <Heading as="h2" size="xl">
        Analytics
      </Heading>
      {overview.isError ? (
        <LoadFailedAlert>{ANALYTICS_FAILED}</LoadFailedAlert>
      ) : overview.isPending ? (
        <Skeleton height="28" borderRadius="l2" aria-busy="true" />
      ) : !hasAnalyticsData(overview.data) ? (
        <Text color="fg.muted">{ANALYTICS_EMPTY}</Text>
      ) : (
        <>
          <Headline data={overview.data} />
          <Breakdown data={overview.data} />
        </>
      )}
      <Text color="fg.muted" fontSize="sm">
        Data comes from database records: daily totals of page views, shares and sign-ups over the
        last 30 days, brought up to date every minute
        {overview.data?.countedAt ? ` (last at ${formatDateTime(overview.data.countedAt)})` : ''};
        subscribers and published content are counted as they stand.
      </Text>
    </Stack>
  );
}
