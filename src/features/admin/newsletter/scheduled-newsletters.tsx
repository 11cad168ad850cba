import { isBackendError } from '../../../domain/errors.ts';
import { notify } from '../../../ui/notify.ts';
import { LoadFailedAlert, ScheduledList } from '../kit/index.ts';
import { useScheduledNewsletters, useUnscheduleNewsletter } from './newsletter-queries.ts';
import { TEXTS } from './texts.ts';

/** The newsletters waiting for their time, each with Unschedule (nothing when there are none). */
export function ScheduledNewsletters() {
  const scheduled = useScheduledNewsletters();
  const unschedule = useUnscheduleNewsletter();
  if (scheduled.isError) return <LoadFailedAlert>{TEXTS.scheduledFailed}</LoadFailedAlert>;
  const records = scheduled.data ?? [];
  return (
    <ScheduledList
      noun="newsletters"
      entries={records.map((record) => ({
        id: record.id,
        title: record.subject,
        at: record.scheduledAt,
      }))}
      busyId={unschedule.isPending ? (unschedule.variables ?? null) : null}
      onUnschedule={(id) => {
        const title = records.find((record) => record.id === id)?.subject ?? '';
        unschedule.mutate(id, {
          onSuccess: () =>
            notify({
              type: 'success',
              title: TEXTS.unscheduled,
              description: TEXTS.unscheduledText(title),
            }),
          onError: (error) =>
            notify({
              type: 'error',
              title: TEXTS.unscheduleFailed,
              ...(isBackendError(error) ? { description: error.message } : {}),
            }),
        });
      }}
    />
  );
}
