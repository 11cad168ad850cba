// @vitest-environment jsdom
import { act, createContext, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeferredCode } from './deferred.tsx';
import {
  belowPart,
  chunk,
  freshDeferred,
  hydrated,
  serverPage,
  stubViewport,
  type BelowTheFold,
} from './testing.tsx';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('Deferred', () => {
  it('keeps the server HTML and leaves its code unfetched until released, then hydrates it without redrawing', async () => {
    const viewport = stubViewport();
    const { Deferred, deferredCode, releaseDeferred, hydrate } = await freshDeferred();
    const part = belowPart(Deferred);
    const page = (code: DeferredCode<BelowTheFold>) => (
      <main>
        <h1>Above the fold</h1>
        {part(code)}
      </main>
    );
    const container = await serverPage(page);
    const section = container.querySelector('#below');
    expect(section?.textContent).toBe('Below the fold');

    const { load, arrive } = chunk();
    const code = deferredCode(load);
    await act(async () => {
      hydrate(container, page(code));
    });
    expect(hydrated(container.querySelector('h1'))).toBe(true);
    // Watched for coming into view, still the server's, not yet React's, its code not asked for.
    expect(viewport.observed()).toEqual([section]);
    expect(container.querySelector('#below')).toBe(section);
    expect(hydrated(section)).toBe(false);
    expect(load).not.toHaveBeenCalled();

    const errors = vi.spyOn(console, 'error');
    let released = false;
    await act(async () => {
      void releaseDeferred().then(() => (released = true));
    });
    // Released: the code is on its way; the server's HTML stands, as it was, until it is in.
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('#below')).toBe(section);
    expect(hydrated(section)).toBe(false);
    expect(section?.textContent).toBe('Below the fold');
    expect(released).toBe(false);
    await act(async () => arrive());
    // The same element, now React's; and the release done once the code is in.
    expect(container.querySelector('#below')).toBe(section);
    expect(hydrated(section)).toBe(true);
    expect(released).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    // use() as React asks: in every render of a part that waited with it.
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/incorrect use of use\(\)/);
    errors.mockRestore();
  });

  it('keeps showing what the server drew when an update reaches a part still waiting', async () => {
    stubViewport();
    const { Deferred, deferredCode, releaseDeferred, hydrate } = await freshDeferred();
    const part = belowPart(Deferred);
    // A context above the parts, as the session is: React cannot tell whether a part it has not
    // hydrated reads it, so a change makes it draw the part from scratch, without the server's
    // HTML, until its code is in.
    const Session = createContext('visitor');
    let signIn: () => void = () => {};
    function Page({ code }: { code: DeferredCode<BelowTheFold> }) {
      const [who, setWho] = useState('visitor');
      signIn = () => setWho('reader');
      return (
        <Session.Provider value={who}>
          <main>
            <h1>Above the fold</h1>
            {part(code)}
          </main>
        </Session.Provider>
      );
    }
    const container = await serverPage((code) => <Page code={code} />);
    const { load, arrive } = chunk();
    const code = deferredCode(load);
    await act(async () => {
      hydrate(container, <Page code={code} />);
    });
    await act(async () => signIn());
    // The part keeps its place and its look (its id too, for the page's anchors) meanwhile.
    expect(container.querySelector('#below')?.textContent).toBe('Below the fold');
    await act(async () => {
      void releaseDeferred();
    });
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => arrive());
    expect(container.querySelectorAll('#below')).toHaveLength(1);
    expect(hydrated(container.querySelector('#below button'))).toBe(true);
  });

  it('fetches the code, once, when the first part comes into view, and hydrates only that part', async () => {
    const viewport = stubViewport();
    const { Deferred, deferredCode, hydrate } = await freshDeferred();
    const page = (code: DeferredCode<BelowTheFold>) => (
      <>
        <Deferred id="first" code={code}>
          {({ Below }) => (
            <section id="first">
              <Below label="First" />
            </section>
          )}
        </Deferred>
        <Deferred id="second" code={code}>
          {({ Below }) => (
            <section id="second">
              <Below label="Second" />
            </section>
          )}
        </Deferred>
      </>
    );
    const container = await serverPage(page);
    const { load, arrive } = chunk();
    await act(async () => {
      hydrate(container, page(deferredCode(load)));
    });
    expect(load).not.toHaveBeenCalled();

    await act(async () => viewport.show('first'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrated(container.querySelector('#first'))).toBe(false);
    await act(async () => arrive());
    expect(hydrated(container.querySelector('#first'))).toBe(true);
    // The other part still waits to come into view; its code is in, so then it goes at once.
    expect(hydrated(container.querySelector('#second'))).toBe(false);
    await act(async () => viewport.show('second'));
    expect(hydrated(container.querySelector('#second'))).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("is released by the reader's first tap, before React handles it", async () => {
    stubViewport();
    const { Deferred, deferredCode, hydrate } = await freshDeferred();
    const page = belowPart(Deferred);
    const container = await serverPage(page);
    const { load, arrive } = chunk();
    await act(async () => {
      hydrate(container, page(deferredCode(load)));
    });
    expect(hydrated(container.querySelector('#below'))).toBe(false);
    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => arrive());
    expect(hydrated(container.querySelector('#below'))).toBe(true);
  });

  it('gives a click that came before the code to the part once it is in, not before', async () => {
    stubViewport();
    const { Deferred, deferredCode, hydrate } = await freshDeferred();
    const clicks = vi.fn();
    const page = (code: DeferredCode<BelowTheFold>) => (
      <Deferred id="below" code={code}>
        {() => (
          <section id="below">
            <button type="button" onClick={() => clicks()}>
              <span>Join</span>
            </button>
          </section>
        )}
      </Deferred>
    );
    const container = await serverPage(page);
    const { load, arrive } = chunk();
    await act(async () => {
      hydrate(container, page(deferredCode(load)));
    });
    // The reader's tap releases the part, and its click comes before the code.
    const label = container.querySelector('span')!;
    let click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
      label.dispatchEvent(click);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(click.defaultPrevented).toBe(true);
    expect(clicks).not.toHaveBeenCalled();
    await act(async () => arrive());
    expect(hydrated(container.querySelector('#below'))).toBe(true);
    expect(clicks).toHaveBeenCalledTimes(1);
    // Once the part is React's, clicks are its own.
    click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => label.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(false);
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  it('leaves clicks and taps alone once its page is done with (its lifecycle disposed)', async () => {
    stubViewport();
    const { Deferred, deferredCode, hydrate, lifecycle } = await freshDeferred();
    const page = belowPart(Deferred);
    const container = await serverPage(page);
    const { load } = chunk();
    await act(async () => {
      hydrate(container, page(deferredCode(load)));
    });
    lifecycle.dispose();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
      container.querySelector('button')!.dispatchEvent(click);
    });
    // Another page's (the next test's) clicks and taps are its own.
    expect(click.defaultPrevented).toBe(false);
    expect(lifecycle.released).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it("keeps the server's HTML when the code fails to load", async () => {
    stubViewport();
    const { Deferred, deferredCode, releaseDeferred, hydrate } = await freshDeferred();
    const page = belowPart(Deferred);
    const container = await serverPage(page);
    const section = container.querySelector('#below');
    const { load, fail } = chunk();
    await act(async () => {
      hydrate(container, page(deferredCode(load)));
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      void releaseDeferred();
    });
    await act(async () => fail(new Error('offline')));
    expect(container.querySelector('#below')).toBe(section);
    expect(section?.textContent).toBe('Below the fold');
    expect(errors.mock.calls.flat().join(' ')).toMatch(/could not load; its server HTML stays/);
    errors.mockRestore();
  });

  it('draws its part at once in the browser once its page has fetched the code', async () => {
    const { Deferred, deferredCode, lifecycle, draw } = await freshDeferred();
    const { load, arrive } = chunk();
    const code = deferredCode(load);
    // Hydrating a server page, the page leaves the code to its parts; drawn here, it waits for it.
    void code.beforePage(lifecycle, true);
    expect(load).not.toHaveBeenCalled();
    const ready = code.beforePage(lifecycle, false);
    expect(load).toHaveBeenCalledTimes(1);
    arrive();
    await ready;
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      draw(container, belowPart(Deferred)(code));
    });
    expect(container.textContent).toBe('Below the fold');
  });
});
