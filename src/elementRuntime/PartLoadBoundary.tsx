import { Component, type ReactNode } from 'react';

/** What a lazy part's fallback may do: try the part again, knowing how many tries failed already. */
export interface LoadRetry {
  retry: () => void;
  /** Tries that failed since the part first failed (0 after the first failure). */
  failedRetries: number;
}

interface PartLoadBoundaryProps {
  children: ReactNode;
  /** Shown instead of the children once their code failed to load. */
  fallback: (retry: LoadRetry) => ReactNode;
  /** Gives the part a fresh load in place of the failed one (lazyPart). */
  renew: () => void;
  /**
   * Whether this is the first boundary to see the failure of the part's current load: a part
   * mounted anew (another route, another key) finds the load an earlier mount saw fail.
   */
  claimFailure: () => boolean;
}

interface PartLoadBoundaryState {
  failed: boolean;
  /** Failures since the part was mounted, the first one included. */
  failures: number;
}

/**
 * Keeps an element usable when a lazy part's code cannot be fetched: the part shows its fallback
 * while the rest of the element works on (without it React unmounts the element's whole tree).
 * The part is tried again on the fallback's `retry`, when the browser comes back online, and when
 * it is mounted anew. Only lazyPart renders it.
 */
export class PartLoadBoundary extends Component<PartLoadBoundaryProps, PartLoadBoundaryState> {
  override state: PartLoadBoundaryState = { failed: false, failures: 0 };

  static getDerivedStateFromError(): Partial<PartLoadBoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    // A failure seen before this mount is old news: the part is mounted anew to load again.
    if (!this.props.claimFailure()) {
      this.retry();
      return;
    }
    console.error('A part could not be loaded:', error);
    this.setState(({ failures }) => ({ failures: failures + 1 }));
  }

  override componentDidMount(): void {
    window.addEventListener('online', this.retry);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retry);
  }

  readonly retry = (): void => {
    if (!this.state.failed) return;
    this.props.renew();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    const { failed, failures } = this.state;
    if (!failed) return this.props.children;
    return this.props.fallback({ retry: this.retry, failedRetries: Math.max(0, failures - 1) });
  }
}
