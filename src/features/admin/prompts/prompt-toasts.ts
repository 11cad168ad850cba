// The prompt library's toasts (admin-cms.md section 8). Each action says it once: the prompt
// message as the title, the record-level ("resource") message as its detail.
import { isBackendError } from '../../../domain/errors.ts';
import type { Notice } from '../../../ui/notify.ts';

/** The backend's message, or nothing for a failure that is not a backend answer (a bug). */
function messageOf(error: unknown): string | null {
  if (isBackendError(error)) return error.message;
  console.error('Unexpected failure', error);
  return null;
}

export const promptToasts = {
  created: (): Notice => ({
    type: 'success',
    title: 'Prompt created successfully',
    description: 'Resource created successfully',
  }),
  updated: (): Notice => ({
    type: 'success',
    title: 'Prompt updated successfully',
    description: 'Resource updated successfully',
  }),
  deleted: (): Notice => ({ type: 'success', title: 'Resource deleted successfully' }),
  copied: (): Notice => ({ type: 'success', title: 'Prompt copied to clipboard' }),
  unscheduled: (title: string): Notice => ({
    type: 'success',
    title: 'Unscheduled',
    description: `"${title}" is inactive again.`,
  }),
  unscheduleFailed: (error: unknown): Notice => {
    const message = messageOf(error);
    return {
      type: 'error',
      title: 'Failed to unschedule',
      ...(message ? { description: message } : {}),
    };
  },
  createFailed: (error: unknown): Notice => {
    const message = messageOf(error);
    return {
      type: 'error',
      title: 'Failed to create prompt',
      description: message ? `Failed to create resource: ${message}` : 'Please try again',
    };
  },
  updateFailed: (error: unknown): Notice => {
    const message = messageOf(error);
    return {
      type: 'error',
      title: 'Failed to update prompt',
      description: message ? `Failed to update resource: ${message}` : 'Please try again',
    };
  },
  deleteFailed: (error: unknown): Notice => {
    const message = messageOf(error) ?? 'Please try again';
    return {
      type: 'error',
      title: 'Failed to delete prompt',
      description: `Failed to delete resource: ${message}`,
    };
  },
  reorderFailed: (error: unknown): Notice => {
    const message = messageOf(error) ?? 'Please try again';
    return {
      type: 'error',
      title: 'Failed to reorder prompts',
      description: `Failed to update order: ${message}`,
    };
  },
};
