import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useBackend } from '../../backend/backend-context.tsx';
import type { Prompt } from '../../domain/types.ts';
import { useAsync } from '../../ui/use-async.ts';
import { readSharedOrSaved } from '../offline';
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
  const state = useAsync(`shared-prompt:${id}`, async () => {
    if (!id) return null;
    // Not found: the home page simply shows.
    return readSharedOrSaved('prompt', id, (promptId) => backend.content.getPromptById(promptId));
  });
  const found =
    id && state.status === 'success' && state.data?.status === 'active' ? state.data : null;

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
