import { Timestamp } from 'firebase-admin/firestore';

/** A domain date as stored: a Firestore Timestamp (null stays null). */
export function toTimestamp(date: Date): Timestamp;
export function toTimestamp(date: Date | null): Timestamp | null;
export function toTimestamp(date: Date | null): Timestamp | null {
  return date ? Timestamp.fromDate(date) : null;
}

/** A stored value as a domain date; anything that is not a Timestamp reads as null. */
export function toDate(value: unknown): Date | null {
  return value instanceof Timestamp ? value.toDate() : null;
}
