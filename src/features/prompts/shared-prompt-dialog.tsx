import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useBackend } from '../../backend/backend-context.tsx';
import type { Prompt } from '../../domain/types.ts';
import { sharedPromptQueryOptions } from './api/get-shared-prompt.ts';
import { LazyPromptDialog } from './lazy-prompt-dialog.tsx';

/** The home page's query parameter that opens a prompt in its dialog (a share link). */
export const PROMPT_PARAM = 'prompt';

/**
 * Opens the prompt named by ?prompt={id} in the prompt dialog; closing it removes the parameter
 * (replacing the history entry). An unknown or inactive id opens nothing.
 */
export function SharedPromptDialog() {
  const backend = useBackend();
  const location = useLocation();
  const navigate = useNavigate();
  const id = new URLSearchParams(location.search).get(PROMPT_PARAM) ?? '';
  // Not found (or inactive): the home page simply shows.
  const state = useQuery({ ...sharedPromptQueryOptions(backend, id), enabled: !!id });
  const shared = id ? state.data?.item : null;
  const found = shared?.status === 'active' ? shared : null;

  // Keep the last prompt after the parameter goes so the dialog can play its closing animation.
  const [last, setLast] = useState<Prompt | null>(null);
  if (found && found !== last) setLast(found);
  const prompt = found ?? last;
  if (!prompt) return null;

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
