import { useEffect } from 'react';
import { dispatchLabEvent } from './dispatchLabEvent';
import type { LabEventName } from '../../domain/labEventName';
import type { LabEventDetailMap } from './labEventCatalogue';
import { useHostElement } from '../hostElement';

/** Per element, the events one of its components already reports: an element fires each once. */
const reporting = new WeakMap<Element, Set<LabEventName>>();

/**
 * Reports a store's changes as an event of the element: `subscribe` is the store's `listen`
 * (called on changes only, not with the current value). Several components of one element (the
 * store's header badge and its bottom bar's) share the element's single report.
 */
export function useLabEventOnChange<Value, Name extends LabEventName>(
  name: Name,
  subscribe: (listener: (value: Value) => void) => () => void,
  detailOf: (value: Value) => LabEventDetailMap[Name] | undefined,
): void {
  const host = useHostElement();
  useEffect(() => {
    if (!host) return;
    const events = reporting.get(host) ?? new Set();
    reporting.set(host, events);
    if (events.has(name)) return;
    events.add(name);
    const stop = subscribe((value) => {
      const detail = detailOf(value);
      if (detail) dispatchLabEvent(host, name, detail);
    });
    return () => {
      stop();
      events.delete(name);
    };
    // The subscription and the detail are fixed per call site.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host, name]);
}
