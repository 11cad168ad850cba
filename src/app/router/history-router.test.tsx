// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  Link,
  Route,
  Routes,
  UNSAFE_createBrowserHistory,
  UNSAFE_createMemoryHistory,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBlocker } from '../../platform/router/blockers.ts';
import { HistoryRouter, type AppHistory } from './history-router.tsx';

/** Where the router is, and how it got there. */
function Where() {
  const location = useLocation();
  return (
    <p role="status" aria-label="where">
      {`${useNavigationType()} ${location.pathname}${location.search}${location.hash}`}
    </p>
  );
}

/** A page with links, a form that blocks leaving while it has text, and the blocker's state. */
function Page() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      text !== '' && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <>
      <Where />
      <Link to="/b">to b</Link>
      <Link to="/a?q=1">to a, searched</Link>
      <Link to="/b#end" preventScrollReset>
        to b's end
      </Link>
      <button onClick={() => navigate('/c', { replace: true })}>replace with c</button>
      <button onClick={() => navigate(-1)}>back</button>
      <label>
        Draft
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <p role="status" aria-label="blocker">
        {blocker.state}
        {blocker.location ? ` ${blocker.location.pathname}` : ''}
      </p>
      {blocker.state === 'blocked' && (
        <>
          <button onClick={() => blocker.proceed()}>Leave</button>
          <button onClick={() => blocker.reset()}>Stay</button>
        </>
      )}
    </>
  );
}

function renderRouter(history: AppHistory, restoreScroll = false) {
  return render(
    <HistoryRouter history={history} restoreScroll={restoreScroll}>
      <Routes>
        <Route path="*" element={<Page />} />
      </Routes>
    </HistoryRouter>,
  );
}

const where = () => screen.getByRole('status', { name: 'where' }).textContent;
const blocker = () => screen.getByRole('status', { name: 'blocker' }).textContent;

describe('HistoryRouter', () => {
  it('moves on links and navigate(), push, replace and back', async () => {
    const user = userEvent.setup();
    const history = UNSAFE_createMemoryHistory({ initialEntries: ['/a'] });
    renderRouter(history);
    expect(where()).toBe('POP /a');
    await user.click(screen.getByRole('link', { name: 'to b' }));
    await waitFor(() => expect(where()).toBe('PUSH /b'));
    await user.click(screen.getByRole('button', { name: 'replace with c' }));
    await waitFor(() => expect(where()).toBe('REPLACE /c'));
    await user.click(screen.getByRole('button', { name: 'back' }));
    await waitFor(() => expect(where()).toBe('POP /a'));
    expect(history.location.pathname).toBe('/a');
  });

  it('holds a link while a blocker says so; Stay stays, Leave goes', async () => {
    const user = userEvent.setup();
    const history = UNSAFE_createMemoryHistory({ initialEntries: ['/a'] });
    renderRouter(history);
    await user.type(screen.getByLabelText('Draft'), 'unsaved');
    await user.click(screen.getByRole('link', { name: 'to b' }));
    expect(blocker()).toBe('blocked /b');
    expect(where()).toBe('POP /a');
    expect(history.location.pathname).toBe('/a');

    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(blocker()).toBe('unblocked');
    expect(history.location.pathname).toBe('/a');

    // The blocker decides per move: the same page with a search goes through.
    await user.click(screen.getByRole('link', { name: 'to a, searched' }));
    await waitFor(() => expect(where()).toBe('PUSH /a?q=1'));

    await user.click(screen.getByRole('link', { name: 'to b' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(where()).toBe('PUSH /b'));
    expect(history.location.pathname).toBe('/b');
  });

  it('holds navigate() replacing the page as a link', async () => {
    const user = userEvent.setup();
    const history = UNSAFE_createMemoryHistory({ initialEntries: ['/a'] });
    renderRouter(history);
    await user.type(screen.getByLabelText('Draft'), 'unsaved');
    await user.click(screen.getByRole('button', { name: 'replace with c' }));
    expect(blocker()).toBe('blocked /c');
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(where()).toBe('REPLACE /c'));
  });

  it('undoes a Back a blocker stops, and makes it on Leave', async () => {
    const user = userEvent.setup();
    const history = UNSAFE_createMemoryHistory({ initialEntries: ['/a', '/b'], initialIndex: 1 });
    renderRouter(history);
    await user.type(screen.getByLabelText('Draft'), 'unsaved');
    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(blocker()).toBe('blocked /a');
    // The history stepped back, and forward again: the page never left /b.
    expect(history.location.pathname).toBe('/b');
    expect(where()).toBe('POP /b');

    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(history.location.pathname).toBe('/b');
    await user.click(screen.getByRole('button', { name: 'back' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(where()).toBe('POP /a'));
    expect(history.location.pathname).toBe('/a');
    expect(blocker()).toBe('unblocked');
  });

  it('holds the browser’s own Back button too', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/a');
    const history = UNSAFE_createBrowserHistory();
    renderRouter(history);
    await user.click(screen.getByRole('link', { name: 'to b' }));
    await waitFor(() => expect(where()).toBe('PUSH /b'));
    await user.type(screen.getByLabelText('Draft'), 'unsaved');
    act(() => window.history.back());
    await waitFor(() => expect(blocker()).toBe('blocked /a'));
    // Undone: the address is /b again once the browser has moved back and forth.
    await waitFor(() => expect(window.location.pathname).toBe('/b'));
    expect(where()).toBe('PUSH /b');
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(where()).toBe('POP /a'));
    expect(window.location.pathname).toBe('/a');
  });
});

describe('HistoryRouter, restoring the scroll', () => {
  let scrollY = 0;
  let scrolledTo: number[] = [];

  beforeEach(() => {
    scrollY = 0;
    scrolledTo = [];
    sessionStorage.clear();
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
    vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
      scrollY = y;
      scrolledTo.push(y);
    }) as typeof window.scrollTo);
    window.history.replaceState(null, '', '/a');
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('opens a new page at the top and takes the reader back to where they were', async () => {
    const user = userEvent.setup();
    renderRouter(UNSAFE_createBrowserHistory(), true);
    expect(window.history.scrollRestoration).toBe('manual');
    scrollY = 1200;
    await user.click(screen.getByRole('link', { name: 'to b' }));
    await waitFor(() => expect(where()).toBe('PUSH /b'));
    expect(scrolledTo).toEqual([0]);
    scrollY = 300;
    act(() => window.history.back());
    await waitFor(() => expect(where()).toBe('POP /a'));
    expect(scrolledTo).toEqual([0, 1200]);
    // And forward again, to where /b was left.
    act(() => window.history.forward());
    await waitFor(() => expect(where()).toBe('POP /b'));
    expect(scrolledTo).toEqual([0, 1200, 300]);
  });

  it('scrolls to the #hash a move names, and keeps the scroll when the move asks', async () => {
    const user = userEvent.setup();
    const end = document.createElement('div');
    end.id = 'end';
    end.scrollIntoView = vi.fn();
    document.body.append(end);
    renderRouter(UNSAFE_createBrowserHistory(), true);
    scrollY = 500;
    await user.click(screen.getByRole('link', { name: "to b's end" }));
    await waitFor(() => expect(where()).toBe('PUSH /b#end'));
    expect(end.scrollIntoView).toHaveBeenCalled();
    expect(scrolledTo).toEqual([]);
    end.remove();
  });

  it('leaves a page drawn by the server where the reader scrolled it while it loaded', () => {
    scrollY = 800;
    renderRouter(UNSAFE_createBrowserHistory(), true);
    expect(scrolledTo).toEqual([]);
  });

  it('keeps positions for the session: a reload comes back to where the page was', async () => {
    const user = userEvent.setup();
    const first = renderRouter(UNSAFE_createBrowserHistory(), true);
    await user.click(screen.getByRole('link', { name: 'to b' }));
    await waitFor(() => expect(where()).toBe('PUSH /b'));
    scrollY = 640;
    window.dispatchEvent(new Event('pagehide'));
    expect(window.history.scrollRestoration).toBe('auto');
    first.unmount();

    scrollY = 0;
    scrolledTo = [];
    renderRouter(UNSAFE_createBrowserHistory(), true);
    expect(where()).toBe('POP /b');
    expect(scrolledTo).toEqual([640]);
  });
});
