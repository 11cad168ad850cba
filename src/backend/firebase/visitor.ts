import { addDoc, collection, serverTimestamp } from 'firebase/firestore/lite';
import type * as FunctionsSdk from 'firebase/functions';
import type { Functions } from 'firebase/functions';
import type { VisitorApi } from '../backend.ts';
import type { FirebaseContext } from './app.ts';
import { EMULATOR_PORTS } from './config.ts';
import { translated } from './errors.ts';

/** Visitor writes: callables for subscribe and contact, create-only collections for analytics. */
export function createVisitorApi(ctx: FirebaseContext): VisitorApi {
  let functions: Promise<{ sdk: typeof FunctionsSdk; fns: Functions }> | null = null;
  const call = async <Req, Res>(name: string, data: Req): Promise<Res> => {
    functions ??= import('firebase/functions').then((sdk) => {
      const fns = sdk.getFunctions(ctx.app);
      if (ctx.emulatorHost) {
        sdk.connectFunctionsEmulator(fns, ctx.emulatorHost, EMULATOR_PORTS.functions);
      }
      return { sdk, fns };
    });
    const { sdk, fns } = await functions;
    const result = await sdk.httpsCallable<Req, Res>(fns, name)(data);
    return result.data;
  };

  return {
    subscribe: (input) =>
      translated(async () => {
        await call('subscribe', input);
      }),
    submitContact: (input) =>
      translated(async () => {
        await call('submitContact', input);
      }),
    recordPageView: (view) =>
      translated(async () => {
        await addDoc(collection(ctx.db, 'page_views'), { ...view, createdAt: serverTimestamp() });
      }),
    recordShare: (share) =>
      translated(async () => {
        await addDoc(collection(ctx.db, 'social_shares'), {
          ...share,
          createdAt: serverTimestamp(),
        });
      }),
  };
}
