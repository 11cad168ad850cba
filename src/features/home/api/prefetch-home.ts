import type { QueryClient } from '@tanstack/react-query';
import type { Backend } from '../../../backend/backend.ts';
import {
  chiefOfStaffCandidatesQueryOptions,
  PROMPT_PARAM,
  sharedPromptQueryOptions,
} from '../../prompts';
import { ESSAY_PARAM, sharedEssayQueryOptions } from '../../reader';
import {
  eieEssayQueryOptions,
  featuredEssayQueryOptions,
  homeEssaysQueryOptions,
} from './get-home-essays.ts';
import { newsletterDispatchesQueryOptions } from './get-newsletter-dispatches.ts';

/**
 * Reads, into `queryClient`, everything the home page reads (the server does, to render it): the
 * hero's picks, the essays and the newsletter's first pages, and the essay or prompt a share link
 * names (`?essay=`, `?prompt=`). A failed read leaves its query in error (the caller checks).
 */
export async function prefetchHomePage(
  queryClient: QueryClient,
  backend: Backend,
  search: URLSearchParams,
): Promise<void> {
  const essay = search.get(ESSAY_PARAM);
  const prompt = search.get(PROMPT_PARAM);
  await Promise.all([
    queryClient.prefetchInfiniteQuery(homeEssaysQueryOptions(backend)),
    queryClient.prefetchQuery(featuredEssayQueryOptions(backend)),
    queryClient.prefetchQuery(eieEssayQueryOptions(backend)),
    queryClient.prefetchQuery(chiefOfStaffCandidatesQueryOptions(backend)),
    queryClient.prefetchInfiniteQuery(newsletterDispatchesQueryOptions(backend)),
    essay && queryClient.prefetchQuery(sharedEssayQueryOptions(backend, essay)),
    prompt && queryClient.prefetchQuery(sharedPromptQueryOptions(backend, prompt)),
  ]);
}
