import '../zod-jitless.ts';
// What the CMS's save callables take (savePrompt, savePiece, deleteContent, reorderPrompts),
// checked before any read: the server never trusts a client's shape.
import * as z from 'zod/mini';
import { invalidArgument } from '../entities/entity.ts';

/** A document id as Firestore's auto ids and the seed's are. */
const docId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/, 'Not a document id'));
const version = z.nullable(z.int().check(z.minimum(0)));

const saveRequest = z.object({
  /** null creates. */
  id: z.nullable(docId),
  /** The version the form opened (null creates). */
  baseVersion: version,
  /** The form's fields; the save plan keeps only those it takes and checks the result. */
  input: z.record(z.string(), z.unknown()),
});

/** savePrompt's request. */
export const promptSaveRequest = saveRequest;

/** savePiece's request: which collection, and the save. */
export const pieceSaveRequest = z.extend(saveRequest, {
  collection: z.enum(['essays', 'articles']),
});

/** deleteContent's request. */
export const deleteRequest = z.object({
  collection: z.enum(['essays', 'articles', 'resources']),
  id: docId,
});

/** reorderPrompts' request: at most a library's worth of moves. */
export const reorderRequest = z.object({
  changes: z
    .array(z.object({ id: docId, orderIndex: z.int().check(z.minimum(0)) }))
    .check(z.maxLength(1000)),
});

/** Parses a callable's data with one of the schemas above, or throws 'invalid-argument'. */
export function parseRequest<S extends z.ZodMiniType>(schema: S, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw invalidArgument(parsed.error);
  return parsed.data;
}
