import type { FirebaseApp } from 'firebase/app';
import type { AppCheckOptions } from 'firebase/app-check';
import type { FirebaseContext } from './app.ts';

const started = new WeakMap<FirebaseApp, Promise<void>>();

/**
 * Starts App Check on the adapter's app, once, so every callable request carries its token in
 * X-Firebase-AppCheck (the Functions SDK picks it up from the app). Call it before creating the
 * Functions instance; the first callable happens after the first paint, so reCAPTCHA Enterprise
 * never delays it. On the emulators a local provider stands in (see `emulatorAppCheckToken`);
 * without a site key App Check stays off and the enforcing callables refuse, so say so once.
 */
export function ensureAppCheck(
  ctx: FirebaseContext,
  env: Record<string, string | undefined> = import.meta.env,
): Promise<void> {
  let ready = started.get(ctx.app);
  if (!ready) {
    ready = import('firebase/app-check').then((sdk) => {
      const provider = ctx.emulatorHost
        ? new sdk.CustomProvider({ getToken: async () => emulatorAppCheckToken(ctx.app) })
        : env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY
          ? new sdk.ReCaptchaEnterpriseProvider(env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY)
          : null;
      if (!provider) {
        console.warn(
          'EDGE Navigator: App Check is off (no VITE_RECAPTCHA_ENTERPRISE_SITE_KEY), so the ' +
            "site's forms and analytics calls will be refused by the server.",
        );
        return;
      }
      const options: AppCheckOptions = { provider, isTokenAutoRefreshEnabled: true };
      sdk.initializeAppCheck(ctx.app, options);
    });
    started.set(ctx.app, ready);
  }
  return ready;
}

const EMULATOR_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * An App Check token for the Functions emulator only. The emulator runs the functions with the
 * SDK's `skipTokenVerification` debug feature, so it decodes the token without checking its
 * signature; a real project verifies it and refuses this one. Made here because the emulators
 * are offline: a debug token would need Google's exchange endpoint.
 */
export function emulatorAppCheckToken(app: FirebaseApp): {
  token: string;
  expireTimeMillis: number;
} {
  const now = Date.now();
  const appId = app.options.appId ?? `emulator-app-${app.options.projectId ?? 'demo'}`;
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const claims = {
    sub: appId,
    aud: [`projects/${app.options.projectId ?? 'demo'}`],
    iat: Math.floor(now / 1000),
    exp: Math.floor((now + EMULATOR_TOKEN_TTL_MS) / 1000),
  };
  return {
    token: `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.emulator`,
    expireTimeMillis: now + EMULATOR_TOKEN_TTL_MS,
  };
}
