import { Component, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router-dom';
import { ReconnectBoundary } from '../../ui/reconnect-boundary.tsx';
import { RouteError } from './route-error.tsx';

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  location: Location;
  failure: { error: unknown } | null;
}

/** Catches what a screen throws (React Router's `errorElement`, which only its data router has). */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { location: this.props.location, failure: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    // A move to another location tries that screen afresh.
    return props.location === state.location ? null : { location: props.location, failure: null };
  }

  render() {
    const { failure } = this.state;
    if (failure) return <RouteError error={failure.error} />;
    // A screen whose code could not be fetched (offline) opens when the connection returns.
    return (
      <ReconnectBoundary
        resetKey={this.state.location}
        needsConnection={(_retry, error) => <RouteError error={error} />}
      >
        {this.props.children}
      </ReconnectBoundary>
    );
  }
}

/**
 * The route's screen, or, when it fails to render or load (typically a page's code gone since a
 * deploy), the error screen in its place, inside the header and footer.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary location={useLocation()}>{children}</Boundary>;
}
