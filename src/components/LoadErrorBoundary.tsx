import { Component, type ReactNode } from 'react';
import { renewFailedLoads } from './retryableLazy';

/** What a fallback may do: try the failed part again, knowing how many tries failed already. */
export interface LoadRetry {
  retry: () => void;
  /** Tries that failed since the part first failed (0 after the first failure). */
  failedRetries: number;
}

interface LoadErrorBoundaryProps {
  children: ReactNode;
  /** Shown instead of the children once a lazy part failed to load. */
  fallback: ReactNode | ((retry: LoadRetry) => ReactNode);
  /** A new value (the route) tries the children again, their failed loads renewed. */
  resetKey: string;
  /**
   * Whether the children are tried again when the browser comes back online: for children whose
   * failed load can be tried again (retryableLazy).
   */
  retryWhenOnline?: boolean;
}

interface LoadErrorBoundaryState {
  failed: boolean;
  /** Failures since the reset key last changed, the first one included. */
  failures: number;
  resetKey: string;
}

/**
 * Keeps the store usable when a lazy chunk cannot be fetched (the network dropped, or a new
 * deployment replaced the files under an open page): the failed part shows `fallback` while the
 * header and the other routes keep working. Without it React unmounts the whole store. The part
 * is tried again on a new reset key, on its fallback's `retry`, and with `retryWhenOnline` when
 * the browser comes back online.
 */
export class LoadErrorBoundary extends Component<LoadErrorBoundaryProps, LoadErrorBoundaryState> {
  override state: LoadErrorBoundaryState = { failed: false, failures: 0, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<LoadErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: LoadErrorBoundaryProps,
    state: LoadErrorBoundaryState,
  ): Partial<LoadErrorBoundaryState> | null {
    if (props.resetKey === state.resetKey) return null;
    // A new route tries its screen's code again, as a retry does (idempotent, as a render must be).
    renewFailedLoads();
    return { failed: false, failures: 0, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A part of the store could not be loaded:', error);
    this.setState(({ failures }) => ({ failures: failures + 1 }));
  }

  override componentDidMount(): void {
    if (this.props.retryWhenOnline) window.addEventListener('online', this.retry);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retry);
  }

  /** Renders the children again, their failed loads renewed (retryableLazy). */
  readonly retry = (): void => {
    if (!this.state.failed) return;
    renewFailedLoads();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    const { failed, failures } = this.state;
    if (!failed) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback({ retry: this.retry, failedRetries: Math.max(0, failures - 1) }) : fallback;
  }
}
