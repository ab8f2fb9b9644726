import { Component, type ReactNode } from 'react';

interface LoadErrorBoundaryProps {
  children: ReactNode;
  /** Shown instead of the children once a lazy part failed to load. */
  fallback: ReactNode;
  /** A new value (the route) tries the children again. */
  resetKey: string;
}

interface LoadErrorBoundaryState {
  failed: boolean;
  resetKey: string;
}

/**
 * Keeps the store usable when a lazy chunk cannot be fetched (the network dropped, or a new
 * deployment replaced the files under an open page): the failed part shows `fallback` while the
 * header and the other routes keep working. Without it React unmounts the whole store.
 */
export class LoadErrorBoundary extends Component<LoadErrorBoundaryProps, LoadErrorBoundaryState> {
  override state: LoadErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<LoadErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: LoadErrorBoundaryProps,
    state: LoadErrorBoundaryState,
  ): Partial<LoadErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A part of the store could not be loaded:', error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
