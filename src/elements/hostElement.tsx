import { createContext, useContext } from 'react';

/** The custom element a React tree renders into (its shadow root holds the tree's styles). */
export const HostElementContext = createContext<HTMLElement | null>(null);

export function useHostElement(): HTMLElement | null {
  return useContext(HostElementContext);
}
