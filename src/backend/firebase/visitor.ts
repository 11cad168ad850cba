import type * as FunctionsSdk from 'firebase/functions';
import type { Functions } from 'firebase/functions';
import type { VisitorApi } from '../backend.ts';
import type { VisitorEvent } from '../../domain/visitor-events.ts';
import type { FirebaseContext } from './app.ts';
import { ensureAppCheck } from './app-check.ts';
import { translated } from './errors.ts';

/**
 * Visitor writes: callables for subscribe, contact, analytics and the subscription links, each
 * carrying App Check.
 */
export function createVisitorApi(ctx: FirebaseContext): VisitorApi {
  let functions: Promise<{ sdk: typeof FunctionsSdk; fns: Functions }> | null = null;
  const call = async <Req, Res>(name: string, data: Req): Promise<Res> => {
    // App Check first: the Functions instance takes its token provider from the app.
    functions ??= Promise.all([import('firebase/functions'), ensureAppCheck(ctx)]).then(([sdk]) => {
      const fns = sdk.getFunctions(ctx.app);
      if (ctx.emulatorHost) {
        sdk.connectFunctionsEmulator(fns, ctx.emulatorHost, ctx.emulatorPorts.functions);
      }
      return { sdk, fns };
    });
    const { sdk, fns } = await functions;
    const result = await sdk.httpsCallable<Req, Res>(fns, name)(data);
    return result.data;
  };
  const recordEvent = (event: VisitorEvent) =>
    translated(async () => {
      await call('recordEvent', event);
    });

  return {
    subscribe: (input) =>
      translated(async () => {
        await call('subscribe', input);
      }),
    submitContact: (input) =>
      translated(async () => {
        await call('submitContact', input);
      }),
    confirmSubscription: (token) =>
      translated(async () => {
        await call('confirmSubscription', { token });
      }),
    unsubscribe: (token) =>
      translated(async () => {
        await call('unsubscribe', { token });
      }),
    recordPageView: (view) => recordEvent({ type: 'page_view', ...view }),
    recordShare: (share) => recordEvent({ type: 'share', ...share }),
  };
}
