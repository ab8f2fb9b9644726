import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { PartLoadBoundary, type LoadRetry } from './PartLoadBoundary';

export type { LoadRetry } from './PartLoadBoundary';

/** A part's code, as a dynamic import gives it. */
type PartModule<Props> = { default: ComponentType<Props> };

export interface LazyPartOptions<Props> {
  /**
   * Shown in the part's place while its code cannot be fetched (offline, or a deployment replaced
   * the files under an open page), with the part's props and the means to try again.
   */
  fallback: ComponentType<Props & LoadRetry>;
}

/** A part of an element whose code comes when it first renders. */
export interface LazyPart<Props> {
  (props: Props): ReactElement;
  /**
   * Hands over the part's code, brought along by the file that loaded the page's element: the
   * part then renders at once, without a fetch and without suspending.
   */
  handOver: (part: ComponentType<Props>) => void;
}

/** A thenable that has already settled: React's `lazy` reads its value in the same render. */
function settled<T>(value: T): Promise<T> {
  const thenable = { then: (onFulfilled?: (value: T) => unknown) => Promise.resolve(onFulfilled?.(value)) };
  return thenable as unknown as Promise<T>;
}

/**
 * The one way an element loads a part lazily: the store's screens, a widget's frame and body, the
 * login panel, the pin-code answer, the comparison. Rendered inside a `<Suspense>` (which says
 * what shows while the code arrives), the part shows `fallback` when its code cannot be fetched,
 * the rest of the element working on; it loads again when the browser comes back online, on the
 * fallback's `retry`, and when it is mounted anew (another route, another `key`).
 *
 * `React.lazy` keeps a rejected load for good, so a failed part is given a fresh lazy before it
 * is tried again. The browser fetches the file again: since whatwg/html#10327 a failed module
 * fetch is no longer kept in the module map (Chromium 156 fetches it again, measured); where a
 * browser still keeps it, the store's Reload page reloads the page once a retry failed while
 * online (ScreenLoadFailed).
 */
export function lazyPart<Props extends object>(
  load: () => Promise<PartModule<Props>>,
  { fallback }: LazyPartOptions<Props>,
): LazyPart<Props> {
  let handedOver: ComponentType<Props> | undefined;
  let failed = false;
  const fresh = (): LazyExoticComponent<ComponentType<Props>> =>
    lazy(() => {
      if (handedOver) return settled({ default: handedOver });
      return load().catch((error: unknown) => {
        failed = true;
        throw error;
      });
    });
  let current = fresh();
  let failureClaimed = false;
  // Only on a retry, never at the failure: React renders a failed tree once more before it gives
  // up, and a lazy renewed at the failure would fetch again at every such render.
  const renew = () => {
    if (!failed) return;
    failed = false;
    failureClaimed = false;
    current = fresh();
  };
  const claimFailure = () => {
    const first = !failureClaimed;
    failureClaimed = true;
    return first;
  };
  // Reads the lazy at its own render, so that a retry renders the renewed one.
  function Loaded(props: Props) {
    const Current = current as ComponentType<Props>;
    return <Current {...props} />;
  }
  function Part(props: Props) {
    const Fallback = fallback;
    return (
      <PartLoadBoundary renew={renew} claimFailure={claimFailure} fallback={(retry) => <Fallback {...props} {...retry} />}>
        <Loaded {...props} />
      </PartLoadBoundary>
    );
  }
  return Object.assign(Part, {
    handOver: (part: ComponentType<Props>) => {
      handedOver = part;
    },
  });
}
