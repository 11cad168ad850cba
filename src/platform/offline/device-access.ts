/**
 * What the service worker knows of this device's free views: the pieces read (as localStorage
 * 'edge_content_views' has them) and whether a confirmed subscriber is signed in (the session
 * hint's `unlimited`). The worker reads no localStorage, so the page writes a copy where it can
 * read, in the Cache API; the worker then keeps only the pages of pieces this device may read
 * (domain/free-views.ts's rule, as the boot script applies it before the page paints).
 */

const CACHE = 'edge-device';
const ENTRY = '/__edge/device-access.json';

/** The device's free views and unlock, as the worker reads them. */
export interface DeviceAccess {
  viewed: string[];
  unlimited: boolean;
}

const NOTHING_YET: DeviceAccess = { viewed: [], unlimited: false };

/** The copy, or null when the page has written none (or it is unreadable). */
export async function readDeviceAccess(): Promise<DeviceAccess | null> {
  if (typeof caches === 'undefined') return null;
  try {
    const kept = await (await caches.open(CACHE)).match(ENTRY);
    const value = kept ? ((await kept.json()) as Partial<DeviceAccess>) : null;
    if (!value || !Array.isArray(value.viewed)) return null;
    return {
      viewed: value.viewed.filter((id): id is string => typeof id === 'string'),
      unlimited: value.unlimited === true,
    };
  } catch {
    return null;
  }
}

let writing: Promise<unknown> = Promise.resolve();

/** Writes what changed into the copy (one write after another, so none is lost). */
export function writeDeviceAccess(change: Partial<DeviceAccess>): Promise<void> {
  if (typeof caches === 'undefined') return Promise.resolve();
  const write = writing.then(async () => {
    const next = { ...((await readDeviceAccess()) ?? NOTHING_YET), ...change };
    const cache = await caches.open(CACHE);
    await cache.put(
      ENTRY,
      new Response(JSON.stringify(next), { headers: { 'content-type': 'application/json' } }),
    );
  });
  writing = write.catch(() => {});
  return write.catch((error: unknown) => console.error('Could not note the free views', error));
}
