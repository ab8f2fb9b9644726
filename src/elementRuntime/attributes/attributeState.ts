import { useCallback, useSyncExternalStore } from 'react';

/**
 * The observed attributes of each element as React state. The element class reports every change
 * (`reportAttributeChange` from its `attributeChangedCallback`); the component that r2wc renders
 * reads them here instead of through r2wc's props, whose parsing is not HTML's (r2wc reads
 * `open=""` as false and ignores removed attributes).
 */
type AttributeValues = Readonly<Record<string, string | null>>;

const snapshots = new WeakMap<Element, AttributeValues>();
const listeners = new WeakMap<Element, Set<() => void>>();

export function reportAttributeChange(host: Element): void {
  snapshots.delete(host);
  for (const listener of listeners.get(host) ?? []) listener();
}

export function useHostAttributes(host: Element, names: readonly string[]): AttributeValues {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const forHost = listeners.get(host) ?? new Set();
      listeners.set(host, forHost);
      forHost.add(onChange);
      return () => forHost.delete(onChange);
    },
    [host],
  );
  const read = useCallback(() => {
    let values = snapshots.get(host);
    if (!values) {
      values = Object.fromEntries(names.map((name) => [name, host.getAttribute(name)]));
      snapshots.set(host, values);
    }
    return values;
  }, [host, names]);
  return useSyncExternalStore(subscribe, read);
}
