import {
  ACCEPTED_IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  uploadPath,
} from '../../../domain/cms/image-upload.ts';
import {
  NOT_A_DOWNLOAD_LINK,
  UNSPLASH_PER_PAGE,
  isUnsplashDownloadLocation,
  unsplashSearchInput,
} from '../../../domain/cms/unsplash.ts';
import { invalidArgument } from '../../../domain/entities/entity.ts';
import { BackendError } from '../../../domain/errors.ts';
import type { AdminImagesApi } from '../../admin-content-api.ts';
import { PERMISSION_DENIED } from '../access.ts';
import type { DemoContext } from '../context.ts';
import { newId } from '../ids.ts';
import { DEMO_STORAGE_PREFIX, bytesOf, shownImageUrl } from '../uploads.ts';
import { isDemoPhoto, searchDemoPhotos } from './demo-photos.ts';
import { demoCaller } from './guard.ts';

/** Uploads kept in the browser, and an image search over the demo's own photos. */
export function createDemoAdminImages(ctx: DemoContext): AdminImagesApi {
  const { db, remote, now } = ctx;
  const admin = async () => {
    const caller = await demoCaller(ctx);
    // Storage's rules and the admin-only callables: the role, or nothing.
    if (caller.role !== 'admin') throw new BackendError('permission-denied', PERMISSION_DENIED);
    return caller;
  };

  return {
    upload: (file) =>
      remote(async () => {
        await admin();
        // storage.rules' checks: an accepted image type, at most 10 MB.
        if (!ACCEPTED_IMAGE_TYPES[file.type] || file.size > MAX_IMAGE_BYTES) {
          throw new BackendError('permission-denied', PERMISSION_DENIED);
        }
        const path = uploadPath(file, now(), newId(10));
        const stored = {
          id: path,
          contentType: file.type,
          size: file.size,
          data: await bytesOf(file),
          createdAt: now(),
        };
        await db.mutate('uploads', (files) => void files.push(stored));
        return shownImageUrl(`${DEMO_STORAGE_PREFIX}${path}`, stored);
      }),
    search: (query) =>
      remote(async () => {
        await admin();
        const parsed = unsplashSearchInput.safeParse({ query });
        if (!parsed.success) throw invalidArgument(parsed.error);
        return searchDemoPhotos(parsed.data.query, UNSPLASH_PER_PAGE);
      }),
    // The demo's photos are the site's own: there is no Unsplash download to report, and, as
    // the callable does, any other link is refused.
    trackDownload: (photo) =>
      remote(async () => {
        await admin();
        const location = photo.links.download_location;
        if (!isUnsplashDownloadLocation(location) && !isDemoPhoto(location)) {
          throw new BackendError('invalid-argument', NOT_A_DOWNLOAD_LINK, {
            downloadLocation: NOT_A_DOWNLOAD_LINK,
          });
        }
      }),
  };
}
