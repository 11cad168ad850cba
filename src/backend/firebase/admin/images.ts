import type { FirebaseStorage } from 'firebase/storage';
import type * as StorageSdk from 'firebase/storage';
import { uploadPath } from '../../../domain/cms/image-upload.ts';
import type { UnsplashPhoto } from '../../../domain/cms/unsplash.ts';
import type { AdminImagesApi } from '../../admin-content-api.ts';
import type { FirebaseContext } from '../app.ts';
import { translated } from '../errors.ts';
import type { AdminCall } from './callables.ts';
import { signedIn } from './guard.ts';
import type { CurrentUser } from './index.ts';

/** Lower-case letters and digits: the random part of an upload's name (storage.rules). */
function randomPart(length = 10): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => (byte % 36).toString(36)).join('');
}

/** Uploads to Cloud Storage (storage.rules decide) and Unsplash through the admin callables. */
export function createFirebaseAdminImages(
  ctx: FirebaseContext,
  currentUser: CurrentUser,
  call: AdminCall,
): AdminImagesApi {
  let storage: Promise<{ sdk: typeof StorageSdk; bucket: FirebaseStorage }> | null = null;
  const loadStorage = () =>
    (storage ??= import('firebase/storage').then((sdk) => {
      const bucket = sdk.getStorage(ctx.app);
      if (ctx.emulatorHost) {
        sdk.connectStorageEmulator(bucket, ctx.emulatorHost, ctx.emulatorPorts.storage);
      }
      return { sdk, bucket };
    }));

  return {
    upload: (file) =>
      translated(async () => {
        await signedIn(currentUser);
        const { sdk, bucket } = await loadStorage();
        const ref = sdk.ref(bucket, uploadPath(file, new Date(), randomPart()));
        await sdk.uploadBytes(ref, file, { contentType: file.type });
        return sdk.getDownloadURL(ref);
      }),
    search: (query) =>
      translated(async () => {
        await signedIn(currentUser);
        return call<{ query: string }, UnsplashPhoto[]>('searchUnsplash', { query });
      }),
    trackDownload: (photo) =>
      translated(async () => {
        await signedIn(currentUser);
        await call<{ downloadLocation: string }, null>('trackUnsplashDownload', {
          downloadLocation: photo.links.download_location,
        });
      }),
  };
}
