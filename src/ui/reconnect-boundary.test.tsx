// @vitest-environment jsdom
import { act, Component, Suspense, type ReactElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent } from '../platform/lifecycle/lazy-component.ts';
import { withLifecycle } from '../test/render.tsx';
import { ReconnectBoundary } from './reconnect-boundary.tsx';

const offline = () =>
  Promise.reject(
    new TypeError('Failed to fetch dynamically imported module: https://x.example/assets/tab.js'),
  );

let container: HTMLElement;
afterEach(() => {
  container?.remove();
  vi.restoreAllMocks();
});

/** The boundary above: it says what it caught. */
class Above extends Component<{ children: ReactNode }, { caught: string | null }> {
  state = { caught: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { caught: error.message };
  }
  render() {
    return this.state.caught ? <p>Caught above: {this.state.caught}</p> : this.props.children;
  }
}

async function draw(
  load: () => Promise<{ Tab: () => ReactElement }>,
  reloadPage: () => void = () => {},
) {
  const Tab = lazyComponent(load, 'Tab');
  container = document.createElement('div');
  document.body.append(container);
  await act(async () =>
    createRoot(container).render(
      withLifecycle(
        <Above>
          <ReconnectBoundary
            needsConnection={() => <p>Needs a connection</p>}
            reloadPage={reloadPage}
          >
            <Suspense fallback={<p>Loading</p>}>
              <Tab />
            </Suspense>
          </ReconnectBoundary>
        </Above>,
      ),
    ),
  );
}

describe('a part whose code could not be fetched', () => {
  it('says it needs a connection, then opens by itself when the connection returns', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let online = false;
    const load = vi.fn(() => (online ? Promise.resolve({ Tab: () => <p>The tab</p> }) : offline()));
    await draw(load);
    expect(container.textContent).toBe('Needs a connection');
    // Not fetched again and again while offline.
    expect(load).toHaveBeenCalledTimes(1);

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(container.textContent).toBe('The tab');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads the page again when a try fails online (the browser kept the failed import)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reloadPage = vi.fn();
    const load = vi.fn(offline);
    await draw(load, reloadPage);
    expect(container.textContent).toBe('Needs a connection');
    // Offline still: the failure is no try's.
    expect(reloadPage).not.toHaveBeenCalled();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('leaves any other failure to the boundary above', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await draw(() => Promise.reject(new Error('x is not a function')));
    expect(container.textContent).toBe('Caught above: x is not a function');
  });
});
