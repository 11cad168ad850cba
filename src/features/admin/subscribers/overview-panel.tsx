import { Alert, Button, Card, Heading, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { confirmedPercent } from '../../../domain/subscribers-admin.ts';
import { StatCard } from '../kit/index.ts';
import { useExportSubscribers } from './export-subscribers.ts';
import { useSubscriberStats } from './subscriber-queries.ts';
import { TEXTS } from './texts.ts';

/** The Overview sub-tab: the four cards and the quick exports. */
export function OverviewPanel() {
  const stats = useSubscriberStats();
  const { exporting, run } = useExportSubscribers();
  return (
    <Stack gap="6">
      {stats.isError ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{TEXTS.loadFailed}</Alert.Title>
        </Alert.Root>
      ) : (
        <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4" aria-busy={stats.isPending}>
          {stats.data ? (
            <>
              <StatCard
                label="Total Subscribers"
                value={stats.data.total}
                help={`+${stats.data.thisWeek} this week`}
              />
              <StatCard
                label="Confirmed"
                value={stats.data.confirmed}
                help={`${confirmedPercent(stats.data)}% of total`}
              />
              <StatCard label="Pending" value={stats.data.pending} help="Awaiting confirmation" />
              <StatCard label="This Month" value={stats.data.thisMonth} help="Last 30 days" />
            </>
          ) : (
            [0, 1, 2, 3].map((i) => <Skeleton key={i} height="28" borderRadius="l2" />)
          )}
        </SimpleGrid>
      )}
      <Card.Root variant="outline">
        <Card.Header>
          <Heading as="h3" size="md">
            Quick Actions
          </Heading>
        </Card.Header>
        <Card.Body>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button
              colorPalette="orange"
              loading={exporting === 'all'}
              disabled={exporting !== null}
              onClick={() => void run('all')}
            >
              Export All Subscribers
            </Button>
            <Button
              variant="outline"
              loading={exporting === 'confirmed'}
              disabled={exporting !== null}
              onClick={() => void run('confirmed')}
            >
              Export Confirmed Only
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
