import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import type * as FunctionsSdk from 'firebase/functions';
import type { Functions } from 'firebase/functions';
import type { VisitorApi } from '../backend.ts';
import type { VisitorEvent } from '../../domain/visitor-events.ts';
import type { FirebaseContext } from './app.ts';
import { ensureAppCheck } from './app-check.ts';
import { translated } from './errors.ts';

/** The app the signed links call through: the site's own, without App Check on it. */
function linksApp(app: FirebaseApp): FirebaseApp {
  const name = `${app.name}-signed-links`;
  return getApps().some((a) => a.name === name) ? getApp(name) : initializeApp(app.options, name);
}

type Callables = Promise<{ sdk: typeof FunctionsSdk; fns: Functions }>;

/**
 * Visitor writes: callables for subscribe, contact and analytics, each carrying App Check, and
 * the subscription links, which carry none: their signature is their proof, and leaving the
 * list must work in a browser that blocks reCAPTCHA (so they go through an app of their own,
 * which never waits for an App Check token).
 */
export function createVisitorApi(ctx: FirebaseContext): VisitorApi {
  const connect = (app: FirebaseApp, before: Promise<void>): Callables =>
    Promise.all([import('firebase/functions'), before]).then(([sdk]) => {
      const fns = sdk.getFunctions(app);
      if (ctx.emulatorHost) {
        sdk.connectFunctionsEmulator(fns, ctx.emulatorHost, ctx.emulatorPorts.functions);
      }
      return { sdk, fns };
    });
  let guarded: Callables | null = null;
  let links: Callables | null = null;
  const invoke = async <Req, Res>(callables: Callables, name: string, data: Req) => {
    const { sdk, fns } = await callables;
    return (await sdk.httpsCallable<Req, Res>(fns, name)(data)).data;
  };
  // App Check first: the Functions instance takes its token provider from the app.
  const call = <Req, Res>(name: string, data: Req): Promise<Res> =>
    invoke<Req, Res>((guarded ??= connect(ctx.app, ensureAppCheck(ctx))), name, data);
  const callSigned = <Req, Res>(name: string, data: Req): Promise<Res> =>
    invoke<Req, Res>((links ??= connect(linksApp(ctx.app), Promise.resolve())), name, data);
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
        await callSigned('confirmSubscription', { token });
      }),
    unsubscribe: (token) =>
      translated(async () => {
        await callSigned('unsubscribe', { token });
      }),
    recordPageView: (view) => recordEvent({ type: 'page_view', ...view }),
    recordShare: (share) => recordEvent({ type: 'share', ...share }),
  };
}
