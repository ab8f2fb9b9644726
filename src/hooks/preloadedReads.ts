import { createContext } from 'react';
import type { Loadable } from '../stores/loadable';

/**
 * The answers a server render read before rendering (src/server), by the read's key: where
 * effects never run, `useLoadable` shows these instead of its loading state. In the browser there
 * are none.
 */
export const PreloadedReadsContext = createContext<ReadonlyMap<string, Loadable<unknown>> | null>(null);
