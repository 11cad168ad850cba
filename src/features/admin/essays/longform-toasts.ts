// The Essays tab's toasts (admin-cms.md section 8); dispatches say the same of a dispatch.
import { isBackendError } from '../../../domain/errors.ts';
import type { Notice } from '../../../ui/notify.ts';
import { NOUN, type LongformKind } from './kinds.ts';

const lower = (kind: LongformKind) => NOUN[kind].toLowerCase();

export const longformToasts = {
  saved: (kind: LongformKind, created: boolean): Notice => ({
    type: 'success',
    title: 'Success',
    description: `${NOUN[kind]} ${created ? 'created' : 'updated'} successfully`,
  }),
  saveFailed: (kind: LongformKind, error: unknown): Notice => {
    if (!isBackendError(error)) console.error('Unexpected failure', error);
    return {
      type: 'error',
      title: 'Error',
      description: isBackendError(error) ? error.message : `Failed to save ${lower(kind)}`,
    };
  },
  deleted: (kind: LongformKind): Notice => ({
    type: 'success',
    title: `${NOUN[kind]} deleted successfully`,
  }),
  deleteFailed: (kind: LongformKind, error: unknown): Notice => ({
    type: 'error',
    title: `Failed to delete ${lower(kind)}`,
    ...(isBackendError(error) ? { description: error.message } : {}),
  }),
  unscheduled: (title: string): Notice => ({
    type: 'success',
    title: 'Unscheduled',
    description: `"${title}" is a draft again.`,
  }),
  unscheduleFailed: (error: unknown): Notice => ({
    type: 'error',
    title: 'Failed to unschedule',
    ...(isBackendError(error) ? { description: error.message } : {}),
  }),
  fetchFailed: (kind: LongformKind): Notice => ({
    type: 'error',
    title: 'Error',
    description: `Failed to fetch ${kind}`,
  }),
};
