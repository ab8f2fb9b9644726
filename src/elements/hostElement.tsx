import { createContext, useCallback, useContext } from 'react';
import { dispatchLabEvent, type LabEventDetailMap, type LabEventName } from './events';

/** The custom element a React tree renders into: where its `lab-*` events are dispatched from. */
export const HostElementContext = createContext<HTMLElement | null>(null);

export function useHostElement(): HTMLElement | null {
  return useContext(HostElementContext);
}

/** Returns a function that fires a `lab-*` event from the host element. */
export function useLabEvent() {
  const host = useHostElement();
  return useCallback(
    <Name extends LabEventName>(name: Name, detail: LabEventDetailMap[Name]) => {
      if (host) dispatchLabEvent(host, name, detail);
    },
    [host],
  );
}
