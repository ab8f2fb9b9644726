import { lazy, type ComponentType } from 'react';

/**
 * A lazy component whose code, if it cannot be fetched (offline, or a deployment replaced the
 * file), gives way to `Fallback` for the rest of the visit instead of failing the element's tree.
 */
export function lazyOrFallback<Props>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  Fallback: ComponentType<Props>,
  what: string,
) {
  return lazy(() =>
    load().catch((error: unknown) => {
      console.error(`${what} could not be loaded:`, error);
      return { default: Fallback };
    }),
  );
}
