import { useStore } from '@nanostores/react';
import { createContext, useContext } from 'react';
import { $partner } from '../stores/partner';

/**
 * On a server (src/server) there is no visit whose partner every element shares: what an
 * element's first screen shows for its partner comes from its own `partner` attribute, handed
 * down here (a valid id, or none). In the browser there is none and the visit's partner counts.
 */
export const RenderedPartnerContext = createContext<string | null>(null);

/**
 * The partner that links to the store carry (interface §2 `partner`): the visit's in the browser,
 * the rendered element's on a server, so the server's first screen links where the element will.
 */
export function usePartner(): string {
  const rendered = useContext(RenderedPartnerContext);
  const visit = useStore($partner);
  return rendered ?? visit;
}
