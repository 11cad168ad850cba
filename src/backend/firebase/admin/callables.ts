import type * as FunctionsSdk from 'firebase/functions';
import type { Functions } from 'firebase/functions';
import type { FirebaseContext } from '../app.ts';

/**
 * The admin-only callables (`claimAdminRole`, `setAdminRole`, `searchUnsplash`,
 * `trackUnsplashDownload`): they check the caller's ID token themselves, so no App Check is set
 * up for them here (the Functions SDK still sends a token if the visitor side started it).
 */
export function adminCallables(ctx: FirebaseContext) {
  let functions: Promise<{ sdk: typeof FunctionsSdk; fns: Functions }> | null = null;
  return async <Req, Res>(name: string, data: Req): Promise<Res> => {
    functions ??= import('firebase/functions').then((sdk) => {
      const fns = sdk.getFunctions(ctx.app);
      if (ctx.emulatorHost) {
        sdk.connectFunctionsEmulator(fns, ctx.emulatorHost, ctx.emulatorPorts.functions);
      }
      return { sdk, fns };
    });
    const { sdk, fns } = await functions;
    return (await sdk.httpsCallable<Req, Res>(fns, name)(data)).data;
  };
}

/** Calls an admin callable by name. */
export type AdminCall = ReturnType<typeof adminCallables>;
