import * as logger from 'firebase-functions/logger';
import { HttpsError } from 'firebase-functions/v2/https';
import { isBackendError } from '../../src/domain/errors.ts';

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';

/** What the callable client sees for a failure; unexpected ones are logged here, never leaked. */
export function toHttpsError(error: unknown, functionName: string): HttpsError {
  if (isBackendError(error)) {
    return new HttpsError(error.code, error.message, { fields: error.fields });
  }
  if (error instanceof HttpsError) return error;
  logger.error(`${functionName} failed`, error);
  return new HttpsError('internal', UNEXPECTED_ERROR_MESSAGE);
}
