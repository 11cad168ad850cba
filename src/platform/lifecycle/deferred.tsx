import { Suspense, use, useEffect, type ReactNode } from 'react';
import type { DeferredParts, Lifecycle } from './lifecycle.ts';
import { useLifecycle } from './lifecycle-context.tsx';
import { useHydrating } from './use-hydrated.ts';

/**
 * When a deferred part counts as in view: by a pixel at least. IntersectionObserver counts an
 * element that only touches the viewport's edge (a section whose top is the fold's line) as
 * intersecting; the margin leaves that one below the fold.
 */
const IN_VIEW = '-1px 0px';

/** Code that deferred parts draw with, fetched once, when the first of them needs it. */
export interface DeferredCode<T> {
  /** Fetches the code (once, unless it failed); resolves with its module. */
  load(): Promise<T>;
  /** The module, once it is in: a part that finds it renders without waiting. */
  readonly module: T | undefined;
  /**
   * What a page drawing these parts waits for before it renders, `hydrating` or not: the code,
   * so a page drawn in the browser comes whole (no part blank for a moment), unless the page
   * hydrates with its parts waiting to come into view (then nothing: they fetch it themselves).
   * Released (`lifecycle`), the code loads whether a part is waiting yet or not.
   */
  beforePage(lifecycle: Lifecycle, hydrating: boolean): Promise<void>;
}

/**
 * The code of parts below the fold, in a module of its own (one chunk, one request):
 * `deferredCode(() => import('./below-the-fold.tsx'))`. Give it to each part's `Deferred`.
 */
export function deferredCode<T>(load: () => Promise<T>): DeferredCode<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | null = null;
  const code: DeferredCode<T> = {
    get module() {
      return loaded;
    },
    load: () =>
      (loading ??= load()
        .then((module) => {
          // A chunk that failed to load can resolve with nothing (Vite's preload handler, once
          // the update flow has offered a reload): that is a failure too.
          if (module === undefined) throw new Error("The deferred parts' code did not load");
          return (loaded = module);
        })
        .catch((error: unknown) => {
          // Asked again later (the next part, the next visit of the page), it tries again.
          loading = null;
          throw error;
        })),
    beforePage: async (lifecycle, hydrating) => {
      awaitRelease(lifecycle, code);
      if (!hydrating || lifecycle.released) await code.load();
    },
  };
  return code;
}

/**
 * Released, the parts' code loads (and the release waits for it), whether a part is waiting yet
 * or not. A failure is the parts' to report.
 */
function awaitRelease(lifecycle: Lifecycle, code: DeferredCode<unknown>): void {
  lifecycle.afterRelease(code.load).catch(() => {});
}

/** Resolves when the element `id` (the server's HTML) comes into view, or on release. */
function whenInView(lifecycle: Lifecycle, id: string): Promise<void> {
  return new Promise<void>((resolve) => {
    const element = document.getElementById(id);
    if (lifecycle.released || !element || typeof IntersectionObserver === 'undefined')
      return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: IN_VIEW },
    );
    const done = () => {
      observer.disconnect();
      resolve();
    };
    observer.observe(element);
    void lifecycle.whenReleased.then(done);
  });
}

/**
 * A click on a part whose code is not in yet is held, and given again once the part is React's
 * (or, its code failed, to the server's HTML as it is): React would drop it (it stops a click on
 * HTML it cannot hydrate yet), and the tap that released the part, or a click right after
 * scrolling to it, would do nothing. A button or link whose code is in is left to React, which
 * hydrates the part then and there. Implicit submission (Enter in a field) is a click on the
 * form's button, so a form is held the same way.
 */
function holdClick(parts: DeferredParts, event: MouseEvent): void {
  if (parts.replaying || !(event.target instanceof Element)) return;
  for (const [id, code] of parts.unhydrated) {
    if (code.module || !document.getElementById(id)?.contains(event.target)) continue;
    event.preventDefault();
    event.stopImmediatePropagation();
    parts.heldClicks.set(id, event);
    return;
  }
}

/** Gives the part `id` the click held for it, if any, on the element that was clicked. */
function replayClick(parts: DeferredParts, id: string): void {
  const click = parts.heldClicks.get(id);
  parts.heldClicks.delete(id);
  if (!click || !(click.target instanceof Element) || !click.target.isConnected) return;
  parts.replaying = true;
  try {
    click.target.dispatchEvent(new MouseEvent('click', click));
  } finally {
    parts.replaying = false;
  }
}

/** Clicks on the page's parts still waiting are held from now on, until the page is done. */
function holdClicks(lifecycle: Lifecycle): void {
  const { parts, signal } = lifecycle;
  if (parts.holding) return;
  parts.holding = true;
  window.addEventListener('click', (event) => holdClick(parts, event), { capture: true, signal });
}

/**
 * What the part `id` waits for: coming into view, while its server HTML waits for that, then its
 * code. Kept per part, so each render after reads the same promise. Hydrating, a part whose code
 * failed to load keeps the server's HTML as it is (the page still reads, its links go as plain
 * links) rather than giving the page up for the route's error screen; drawn here, the failure
 * is the route's, as a page whose own code failed.
 */
function whenReady<T>(
  lifecycle: Lifecycle,
  id: string,
  code: DeferredCode<T>,
  hydrating: boolean,
): Promise<T> {
  const { parts } = lifecycle;
  let ready = parts.waiting.get(id) as Promise<T> | undefined;
  if (ready) return ready;
  const waits = hydrating && !lifecycle.released;
  if (waits) awaitRelease(lifecycle, code);
  ready = (waits ? whenInView(lifecycle, id) : Promise.resolve()).then(() => code.load());
  ready = ready.catch((error: unknown) => {
    // Not kept: the part's next render (a later visit of the page) asks again.
    parts.waiting.delete(id);
    if (!hydrating) throw error;
    console.error('A part below the fold could not load; its server HTML stays', error);
    parts.unhydrated.delete(id);
    replayClick(parts, id);
    return new Promise<T>(() => {});
  });
  parts.waiting.set(id, ready);
  if (hydrating) {
    parts.unhydrated.set(id, code);
    holdClicks(lifecycle);
  }
  return ready;
}

function Gate<T>({ id, code, children }: DeferredProps<T>) {
  const lifecycle = useLifecycle();
  const { parts } = lifecycle;
  const hydrating = useHydrating();
  // On the server the snapshot says 'hydrating' too: there every part renders at once, its code
  // waited for (prerender waits for what suspends). In the browser, a part hydrating waits for
  // whenReady(): React keeps the server's HTML for it, as it is, until the promise resolves; a
  // part drawn here waits only for code not in yet (the page's loader brings it first). With
  // use(), not a thrown promise: React 19 retries sibling boundaries suspended on thrown promises
  // in a loop that never ends (a commit after another while the page waits). And use() in every
  // render after, as React asks of a component that used it: the promise has resolved by then
  // (React marks a promise it was given as fulfilled), so it goes on at once.
  let module = code.module;
  if (import.meta.env.SSR) module ??= use(code.load());
  else if ((hydrating && !lifecycle.released) || !module || parts.waiting.has(id))
    module = use(whenReady(lifecycle, id, code, hydrating));
  // Committed: the part is React's, and hears the click that came before its code.
  useEffect(() => {
    parts.unhydrated.delete(id);
    parts.serverCopies.delete(id);
    replayClick(parts, id);
  }, [parts, id]);
  return children(module);
}

interface DeferredProps<T> {
  /** The id of the part's element, in the server's HTML. */
  id: string;
  /** The code it draws with (`deferredCode`), handed to `children` once in. */
  code: DeferredCode<T>;
  children: (module: T) => ReactNode;
}

/**
 * What a part shows while it waits for its code, drawn by React rather than hydrated: the copy of
 * the server's HTML of it, read before React takes that away, so the part keeps its place and its
 * look (and its id, for the page's anchors) meanwhile. React draws it so when anything above the
 * part changes while it waits (a context such as the session: React cannot tell whether the part
 * reads it), and would otherwise leave nothing there, the footer jumping up under the hero until
 * the code arrives. A part drawn in the browser has no server HTML: nothing, as before.
 */
function ServerCopy({ id }: { id: string }) {
  const { serverCopies } = useLifecycle().parts;
  let html = serverCopies.get(id);
  if (html === undefined && !import.meta.env.SSR) {
    html = document.getElementById(id)?.outerHTML;
    if (html !== undefined) serverCopies.set(id, html);
  }
  // The server's own markup (its text sanitised when it was drawn), shown as it was.
  return html ? (
    <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />
  ) : null;
}

/**
 * A part of a server-rendered page below the fold (a home page section, its element's id `id`):
 * its HTML is there from the first paint, but its code (`code`) is fetched, and React hydrates
 * it, only when it comes into view, or once the page has settled (or the reader acts), so a
 * first visit downloads and hydrates the screen in view and no more. Drawn in the browser (or
 * on the server), it renders at once, with its code.
 */
export function Deferred<T>({ id, code, children }: DeferredProps<T>) {
  return (
    <Suspense fallback={<ServerCopy id={id} />}>
      <Gate id={id} code={code}>
        {children}
      </Gate>
    </Suspense>
  );
}
