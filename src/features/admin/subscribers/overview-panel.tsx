import { Button, Stack } from '@chakra-ui/react';
import { confirmedPercent } from '../../../domain/subscribers-admin.ts';
import { LoadFailedAlert, SectionCard, StatCard, StatGrid } from '../kit/index.ts';
import { useExportSubscribers } from './export-subscribers.ts';
import { useSubscriberStats } from './subscriber-queries.ts';
import { BOUNCED_CARD, TEXTS } from './texts.ts';

/** The Overview sub-tab: the four cards and the quick exports. */
export function OverviewPanel() {
  const stats = useSubscriberStats();
  const { exporting, run } = useExportSubscribers();
  return (
    <Stack gap="6">
      {stats.isError ? (
        <LoadFailedAlert>{TEXTS.loadFailed}</LoadFailedAlert>
      ) : (
        <StatGrid
          data={stats.data}
          busy={stats.isPending}
          skeletonHeight="28"
          columns={(data) => (data.bounced > 0 ? 5 : 4)}
        >
          {(data) => (
            <>
              <StatCard
                label="Total Subscribers"
                value={data.total}
                help={`+${data.thisWeek} this week`}
              />
              <StatCard
                label="Confirmed"
                value={data.confirmed}
                help={`${confirmedPercent(data)}% of total`}
              />
              <StatCard label="Pending" value={data.pending} help="Awaiting confirmation" />
              <StatCard label="This Month" value={data.thisMonth} help="Last 30 days" />
              {data.bounced > 0 && (
                <StatCard
                  label={BOUNCED_CARD.label}
                  value={data.bounced}
                  help={BOUNCED_CARD.help}
                />
              )}
            </>
          )}
        </StatGrid>
      )}
      <SectionCard title="Quick Actions">
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
      </SectionCard>
    </Stack>
  );
}
