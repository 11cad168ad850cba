import { writeDeviceAccess } from '../../platform/offline/device-access.ts';

/**
 * Notes the pieces this device has read for the service worker, which keeps only the pages of
 * pieces the device may read (platform/offline/device-access.ts). Nothing waits for it.
 */
export function noteViewsForWorker(viewed: readonly string[]): void {
  void writeDeviceAccess({ viewed: [...viewed] });
}
