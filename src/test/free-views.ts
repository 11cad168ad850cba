import { CONTENT_VIEWS_KEY } from '../domain/free-views.ts';

// The free-view gate's record on this device (domain/free-views.ts), as the tests set and read it.

/** Stores `ids` as the pieces this device has opened free. */
export function storeViews(ids: readonly string[]): void {
  localStorage.setItem(CONTENT_VIEWS_KEY, JSON.stringify({ viewedContent: ids, lastUpdated: '' }));
}

/** The pieces the device's record says were opened free (none when there is no record). */
export function storedViews(): string[] {
  const raw = localStorage.getItem(CONTENT_VIEWS_KEY);
  return raw ? (JSON.parse(raw) as { viewedContent: string[] }).viewedContent : [];
}
