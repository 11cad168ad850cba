import type * as FunctionsSdk from 'firebase/functions';
import type { Functions } from 'firebase/functions';
import type { FirebaseContext } from '../app.ts';

const instances = new WeakMap<
  FirebaseContext,
  Promise<{ sdk: typeof FunctionsSdk; fns: Functions }>
>();

/**
 * Calls an admin-only callable. They ask for the ID token (the admin claim), not App Check: the
 * Functions SDK sends a token anyway once the visitor's calls have started App Check.
 */
export async function callAdmin<Req, Res>(
  ctx: FirebaseContext,
  name: string,
  data: Req,
  timeoutMs?: number,
): Promise<Res> {
  let instance = instances.get(ctx);
  if (!instance) {
    instance = import('firebase/functions').then((sdk) => {
      const fns = sdk.getFunctions(ctx.app);
      if (ctx.emulatorHost) {
        sdk.connectFunctionsEmulator(fns, ctx.emulatorHost, ctx.emulatorPorts.functions);
      }
      return { sdk, fns };
    });
    instances.set(ctx, instance);
  }
  const { sdk, fns } = await instance;
  const options = timeoutMs ? { timeout: timeoutMs } : undefined;
  return (await sdk.httpsCallable<Req, Res>(fns, name, options)(data)).data;
}
