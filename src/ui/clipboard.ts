import { notify } from './notify.ts';

/** Copies text to the clipboard; falls back to a hidden textarea where the API is missing. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('Copy command was refused');
  } finally {
    area.remove();
  }
}

/**
 * Copies text and says how it went in a toast: `copied` on success, `failed` (destructive) when
 * the clipboard refuses. Resolves true when the text was copied.
 */
export async function copyWithToast(
  text: string,
  copied: string,
  failed = 'Failed to copy text',
): Promise<boolean> {
  try {
    await copyText(text);
    notify({ type: 'success', title: copied });
    return true;
  } catch (error) {
    console.error('Copy failed', error);
    notify({ type: 'error', title: failed });
    return false;
  }
}
