import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useBackend } from '../../backend/backend-context.tsx';
import type { PageHeadInput } from '../../domain/page-head.ts';
import { promptHead } from '../../domain/piece-heads.ts';
import type { Prompt } from '../../domain/types.ts';
import { useHydrated } from '../../platform/lifecycle/use-hydrated.ts';
import { sharedPromptQueryOptions } from './api/get-shared-prompt.ts';
import { LazyPromptDialog } from './lazy-prompt-dialog.tsx';
import { promptDetailPath } from './prompt-paths.ts';

/** The home page's query parameter that opens a prompt in its dialog (a share link). */
export const PROMPT_PARAM = 'prompt';

/** The active prompt ?prompt={id} names (null: none, unknown or inactive), and whether read. */
export function useSharedPrompt(): { prompt: Prompt | null; ready: boolean } {
  const backend = useBackend();
  const location = useLocation();
  const id = new URLSearchParams(location.search).get(PROMPT_PARAM) ?? '';
  // Not found (or inactive): the home page simply shows.
  const state = useQuery({ ...sharedPromptQueryOptions(backend, id), enabled: !!id });
  const shared = id ? state.data?.item : null;
  return { prompt: shared?.status === 'active' ? shared : null, ready: !id || !state.isPending };
}

/** The head that presents a shared prompt on the home page: the prompt's own, its page canonical. */
export function sharedPromptHead(prompt: Prompt): PageHeadInput {
  return promptHead(prompt, promptDetailPath(prompt));
}

/**
 * Opens the prompt named by ?prompt={id} in the prompt dialog; closing it removes the parameter
 * (replacing the history entry). An unknown or inactive id opens nothing. The dialog opens once
 * the page is the browser's (a server-rendered page shows the home page, with the prompt's head).
 */
export function SharedPromptDialog() {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { prompt: found } = useSharedPrompt();

  // Keep the last prompt after the parameter goes so the dialog can play its closing animation.
  const [last, setLast] = useState<Prompt | null>(null);
  if (found && found !== last) setLast(found);
  const prompt = found ?? last;
  if (!prompt || !hydrated) return null;

  const close = () => {
    const params = new URLSearchParams(location.search);
    params.delete(PROMPT_PARAM);
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  };
  return <LazyPromptDialog prompt={prompt} open={Boolean(found)} onClose={close} />;
}
