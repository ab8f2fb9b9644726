import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Each failed retryable lazy's renewal: a fresh lazy in its place. */
const failedLoads = new Set<() => void>();

/**
 * Lets every retryable lazy whose load failed load again at its next render: what a retry of
 * LoadErrorBoundary does. Only then, never at once: React renders a failed tree once more
 * before it gives up, and a lazy renewed at the failure would fetch again at every such render.
 */
export function renewFailedLoads(): void {
  for (const renew of failedLoads) renew();
  failedLoads.clear();
}

/**
 * A lazy component whose failed load can be tried again (renewFailedLoads). `React.lazy` keeps a
 * rejected load for good, so a screen lost offline would stay lost until the page reloaded. The
 * browser fetches the file again: since whatwg/html#10327 a failed module fetch is no longer kept
 * in the module map (Chromium 156 fetches it again, measured); where a browser still keeps it, the
 * store's Reload page reloads the page once a retry failed while online (ScreenLoadFailed).
 */
export function retryableLazy<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  const fresh = (): LazyExoticComponent<ComponentType<Props>> =>
    lazy(() =>
      load().catch((error: unknown) => {
        failedLoads.add(renew);
        throw error;
      }),
    );
  const renew = () => {
    current = fresh();
  };
  let current = fresh();
  function Retryable(props: Props) {
    const Current = current as ComponentType<Props>;
    return <Current {...props} />;
  }
  return Retryable;
}
