import { createContext, useCallback, useContext } from 'react';
import { dispatchLabEvent } from './events/dispatchLabEvent';
import type { LabEventName } from '../domain/labEventName';
import type { LabEventDetailMap } from './events/labEventCatalogue';

/** The custom element a React tree renders into (its shadow root holds the tree's styles). */
export const HostElementContext = createContext<HTMLElement | null>(null);

export function useHostElement(): HTMLElement | null {
  return useContext(HostElementContext);
}

type FireLabEvent = <Name extends LabEventName>(name: Name, detail: LabEventDetailMap[Name]) => void;

/**
 * Fires `lab-*` events from the element this component renders in, so a framework that binds a
 * handler on that element hears them (interface §2: each element fires the events about what it
 * shows or does, from itself). Every element can fire, so this lives with the host context that
 * every element's start-up already loads.
 */
export function useFireLabEvent(): FireLabEvent {
  const host = useHostElement();
  return useCallback<FireLabEvent>(
    (name, detail) => {
      if (host) dispatchLabEvent(host, name, detail);
    },
    [host],
  );
}
