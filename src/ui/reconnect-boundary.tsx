import { Component, type ReactNode } from 'react';
import { isChunkFailure } from '../domain/chunk-failure.ts';
import type { Lifecycle } from '../platform/lifecycle/lifecycle.ts';
import { LifecycleContext } from '../platform/lifecycle/lifecycle-context.tsx';

interface Props {
  children: ReactNode;
  /** What shows while the code cannot be fetched (`error`): `retry` tries again at once. */
  needsConnection: (retry: () => void, error: unknown) => ReactNode;
  /** A change of it (a move to another address) tries the part afresh. */
  resetKey?: unknown;
  /** Loads the page again (the browser's reload; a test's spy). */
  reloadPage?: () => void;
}

interface State {
  failure: { error: unknown } | null;
  resetKey: unknown;
}

/** How long after a try a failure counts as that try's (it fetches, then draws). */
const TRY_WINDOW_MS = 10_000;

/**
 * A part whose code is fetched when first shown (a lazy component), caught when that code could
 * not be fetched (offline, not on the device yet): `needsConnection` shows instead, and the part
 * opens by itself when the connection returns (the browser's `online`). Any other failure goes
 * on to the boundary above.
 *
 * A try fetches the code again in place. Chromium keeps a failed module import for the life of
 * the page (the same import fails again without asking the network), so a try that fails while
 * the browser says it is online loads the page again, which opens the part at its address.
 */
export class ReconnectBoundary extends Component<Props, State> {
  static contextType = LifecycleContext;
  declare context: Lifecycle | null;
  state: State = { failure: null, resetKey: this.props.resetKey };
  private triedAt = 0;

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { resetKey: props.resetKey, failure: null };
  }

  componentDidCatch(error: unknown) {
    const afterTry = Date.now() - this.triedAt < TRY_WINDOW_MS;
    this.triedAt = 0;
    if (afterTry && isChunkFailure(error) && navigator.onLine) {
      (this.props.reloadPage ?? (() => window.location.reload()))();
    }
  }

  private retry = () => {
    if (!this.state.failure) return;
    this.triedAt = Date.now();
    this.context?.retryFailedCode();
    this.setState({ failure: null });
  };

  componentDidMount() {
    window.addEventListener('online', this.retry);
  }

  componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    if (!isChunkFailure(failure.error)) throw failure.error;
    return this.props.needsConnection(this.retry, failure.error);
  }
}
