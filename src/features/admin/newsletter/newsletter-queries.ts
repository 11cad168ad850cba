import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '../../../backend/backend-context.tsx';
import { recentNewsletterItems } from '../../../domain/newsletter/content.ts';
import type { ScheduleNewsletterInput } from '../../../domain/newsletter/schedule.ts';
import type { NewsletterInput } from '../../../domain/newsletter/send.ts';
import { useAdminBackend } from '../kit/index.ts';

/** The tab's query keys: everything under ['admin', 'newsletter']. */
export const newsletterKeys = {
  all: ['admin', 'newsletter'] as const,
  recent: () => [...newsletterKeys.all, 'recent'] as const,
  audience: () => [...newsletterKeys.all, 'audience'] as const,
  history: () => [...newsletterKeys.all, 'history'] as const,
  scheduled: () => [...newsletterKeys.all, 'scheduled'] as const,
};

/** The last 30 days' published essays and active prompts, with links to this site. */
export function useRecentContent() {
  const backend = useBackend();
  return useQuery({
    queryKey: newsletterKeys.recent(),
    queryFn: async () => {
      const [essays, prompts] = await Promise.all([
        backend.content.listEssays(),
        backend.content.listPrompts(),
      ]);
      return recentNewsletterItems(essays, prompts, new Date(), window.location.origin);
    },
  });
}

/** How many confirmed subscribers a send would reach (asked when the confirmation opens). */
export function useConfirmedSubscribers(enabled: boolean) {
  const admin = useAdminBackend();
  return useQuery({
    queryKey: newsletterKeys.audience(),
    queryFn: () => admin.newsletter.confirmedSubscribers(),
    enabled,
    staleTime: 0,
  });
}

/** The newsletters sent, with their delivery counts. */
export function useNewsletterHistory() {
  const admin = useAdminBackend();
  return useQuery({
    queryKey: newsletterKeys.history(),
    queryFn: () => admin.newsletter.history(),
  });
}

/** The send; afterwards the history and the audience are read again. */
export function useSendNewsletter() {
  const admin = useAdminBackend();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewsletterInput) => admin.newsletter.send(input),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: newsletterKeys.history() }),
        client.invalidateQueries({ queryKey: newsletterKeys.audience() }),
      ]),
  });
}

/** The newsletters waiting for their time, soonest first. */
export function useScheduledNewsletters() {
  const admin = useAdminBackend();
  return useQuery({
    queryKey: newsletterKeys.scheduled(),
    queryFn: () => admin.newsletter.scheduled(),
  });
}

/** Schedules a newsletter; afterwards the scheduled list is read again. */
export function useScheduleNewsletter() {
  const admin = useAdminBackend();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ScheduleNewsletterInput) => admin.newsletter.schedule(input),
    onSettled: () => client.invalidateQueries({ queryKey: newsletterKeys.scheduled() }),
  });
}

/** Unschedules a newsletter; afterwards the scheduled list is read again. */
export function useUnscheduleNewsletter() {
  const admin = useAdminBackend();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => admin.newsletter.unschedule(id),
    onSettled: () => client.invalidateQueries({ queryKey: newsletterKeys.scheduled() }),
  });
}
