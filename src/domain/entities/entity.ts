import '../zod-jitless.ts';
import type * as z from 'zod/mini';
import { BackendError } from '../errors.ts';

/**
 * One entity: its collection, its zod schema (the document, without the id: the TypeScript
 * type, the shared validation and the converters come from it) and what a stored document that
 * lacks a field, or holds a bad value, reads as.
 */
export interface Entity<S extends z.ZodMiniObject> {
  collection: string;
  schema: S;
  /** Per field, what a missing or unreadable stored value reads as (given the raw document). */
  defaults: (raw: Record<string, unknown>) => z.output<S>;
}

/** An entity's domain value: the document's fields and its id. */
export type EntityOf<E extends Entity<z.ZodMiniObject>> = z.output<E['schema']> & { id: string };

/** Defines an entity (a typed identity: it keeps the schema's own type). */
export function defineEntity<S extends z.ZodMiniObject>(entity: Entity<S>): Entity<S> {
  return entity;
}

/** Field-level messages of a zod error, keyed by the top-level field, first message first. */
export function fieldErrorsOf(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : 'input';
    fields[field] ??= issue.message;
  }
  return fields;
}

/** A zod error as the BackendError every caller understands ('invalid-argument', fields). */
export function invalidArgument(
  error: Parameters<typeof fieldErrorsOf>[0],
  fallback = 'Invalid input',
): BackendError {
  const fields = fieldErrorsOf(error);
  return new BackendError('invalid-argument', Object.values(fields)[0] ?? fallback, fields);
}

/**
 * A document to write: the value checked against the entity's schema (limits, formats), without
 * its id and any field the schema does not know; dates stay Dates (both Firestore SDKs store
 * them as Timestamps). Throws an 'invalid-argument' BackendError naming the fields.
 */
export function toDocument<S extends z.ZodMiniObject>(
  entity: Entity<S>,
  value: z.input<S> & { id?: string },
): z.output<S> {
  const parsed = entity.schema.safeParse(value);
  if (!parsed.success) throw invalidArgument(parsed.error);
  return parsed.data;
}

/**
 * A stored document as the domain value, field by field: Timestamps become Dates, and a field
 * that is missing or does not fit the schema reads as the entity's default for it, so one odd
 * field (a document edited by hand in the console) never hides a whole piece.
 */
export function readEntity<S extends z.ZodMiniObject>(
  entity: Entity<S>,
  id: string,
  raw: Record<string, unknown> | undefined,
): z.output<S> & { id: string } {
  const data = raw ?? {};
  const fallback = entity.defaults(data) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(entity.schema.shape)) {
    const parsed = (field as z.ZodMiniType).safeParse(data[key]);
    out[key] = parsed.success ? parsed.data : fallback[key];
  }
  return { ...(out as z.output<S>), id };
}
