import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SettableStatus,
  SubscriberFilter,
  SubscriberQuery,
} from '../../../domain/subscribers-admin.ts';
import { notify } from '../../../ui/notify.ts';
import { useAdminBackend } from '../kit/index.ts';
import { TEXTS } from './texts.ts';

/** The tab's query keys: everything under ['admin', 'subscribers']. */
export const subscriberKeys = {
  all: ['admin', 'subscribers'] as const,
  stats: () => [...subscriberKeys.all, 'stats'] as const,
  page: (query: SubscriberQuery) => [...subscriberKeys.all, 'page', query] as const,
  count: (filter: SubscriberFilter) => [...subscriberKeys.all, 'count', filter] as const,
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The Overview cards. */
export function useSubscriberStats() {
  const admin = useAdminBackend();
  return useQuery({ queryKey: subscriberKeys.stats(), queryFn: () => admin.subscribers.stats() });
}

/** One page of the Manage table; the previous page stays on screen while the next loads. */
export function useSubscriberPage(query: SubscriberQuery) {
  const admin = useAdminBackend();
  return useQuery({
    queryKey: subscriberKeys.page(query),
    queryFn: () => admin.subscribers.page(query),
    placeholderData: keepPreviousData,
  });
}

/** How many rows the filter keeps. */
export function useSubscriberCount(filter: SubscriberFilter) {
  const admin = useAdminBackend();
  return useQuery({
    queryKey: subscriberKeys.count(filter),
    queryFn: () => admin.subscribers.count(filter),
  });
}

/** The status change and delete, with the spec's toasts; both refresh the cards and the table. */
export function useSubscriberActions() {
  const admin = useAdminBackend();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: subscriberKeys.all });
  const setStatus = useMutation({
    mutationFn: (input: { id: string; status: SettableStatus }) =>
      admin.subscribers.setStatus(input.id, input.status),
    onSuccess: () => notify({ type: 'success', title: TEXTS.updated }),
    onError: (error) => notify({ type: 'error', title: TEXTS.updateFailed(messageOf(error)) }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => admin.subscribers.remove(id),
    onSuccess: () => notify({ type: 'success', title: TEXTS.deleted }),
    onError: (error) => notify({ type: 'error', title: TEXTS.deleteFailed(messageOf(error)) }),
    onSettled: refresh,
  });
  return { setStatus, remove };
}
