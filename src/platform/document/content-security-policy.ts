// The site's Content-Security-Policy, in one place: firebase.json serves it (a test checks the
// two agree), the browser suites serve the build with it, and the worker and the offline
// library fetch images only where it lets them.
import { BOOT_SCRIPT_HASH } from './boot-script.ts';

/** Image hosts the app fetches itself (the worker's cache, pieces saved for offline reading). */
export const FETCHED_IMAGE_ORIGINS = [
  // The CMS's Unsplash search hotlinks its images, as Unsplash's guidelines require.
  'https://images.unsplash.com',
  // Uploaded header images: Storage download URLs.
  'https://firebasestorage.googleapis.com',
];

/** The Firebase endpoints the web SDKs the app uses talk to. */
const FIREBASE_ENDPOINTS = [
  'https://firestore.googleapis.com', // Firestore Lite (REST)
  'https://identitytoolkit.googleapis.com', // Auth
  'https://securetoken.googleapis.com', // Auth: ID token refresh
  'https://*.cloudfunctions.net', // callables: https://{region}-{project}.cloudfunctions.net/{name}
  'https://content-firebaseappcheck.googleapis.com', // App Check token exchange
];

/** reCAPTCHA Enterprise, App Check's attestation provider (Google's reCAPTCHA CSP FAQ). */
const RECAPTCHA_SCRIPTS = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];
const RECAPTCHA_FRAMES = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];

/**
 * The policy, as the header's value. `emulatorHost` (emulator builds only) also lets the app
 * reach the Emulator Suite on that host, on whatever ports it runs.
 */
export function contentSecurityPolicy({
  emulatorHost = null,
}: { emulatorHost?: string | null } = {}): string {
  const emulator = emulatorHost ? [`http://${emulatorHost}:*`] : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // One inline script, by its hash: index.html's boot script (boot-script.ts), which must run
    // before the first paint. The bundle comes from /assets; data blocks (the page's JSON, its
    // JSON-LD) are not script.
    ['script-src', "'self'", BOOT_SCRIPT_HASH, ...RECAPTCHA_SCRIPTS],
    // Chakra (emotion) writes its styles into <style> elements at run time, and sanitised
    // content keeps a few inline style attributes (colour, alignment, emphasis).
    ['style-src', "'self'", "'unsafe-inline'"],
    // Header and content images are hotlinked from any https host an editor chose (the CMS's
    // URL tab); an image cannot run script. data: for inline SVG, blob: for local previews.
    ['img-src', "'self'", 'data:', 'blob:', 'https:', ...emulator],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...FIREBASE_ENDPOINTS, ...FETCHED_IMAGE_ORIGINS, ...emulator],
    ['frame-src', ...RECAPTCHA_FRAMES],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/**
 * Whether the app may fetch this image itself under the policy (same origin, or a host in
 * FETCHED_IMAGE_ORIGINS). Other images are only shown: the browser loads them for the <img>.
 */
export function mayFetchImage(url: string, pageOrigin: string): boolean {
  try {
    const { origin } = new URL(url, pageOrigin);
    return origin === pageOrigin || FETCHED_IMAGE_ORIGINS.includes(origin);
  } catch {
    return false;
  }
}
