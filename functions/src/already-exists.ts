// gRPC status code of a create() that found the document already there.
const ALREADY_EXISTS = 6;

/** Whether a Firestore create() failed because the document exists. */
export function isAlreadyExists(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === ALREADY_EXISTS;
}
