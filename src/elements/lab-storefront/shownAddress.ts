import { createContext, useContext } from 'react';
import { navigateHash, splitHash, useHashLocation, useHashSearch, type HashParts } from '../../router/hashLocation';

/**
 * The address the store's screens show: the hash's, or the one before while the next screen
 * renders (StoreRouter). The screens' router reads it through the two hooks below; a screen
 * rendered outside the store's router (a component test) has none and follows the hash.
 */
export const ShownAddress = createContext<HashParts | undefined>(undefined);

const useShown = (): HashParts => useContext(ShownAddress) ?? splitHash('');

/** wouter location hook of the screens: the shown path. */
export const useShownLocation = (): [string, typeof navigateHash] => [useShown().path, navigateHash];

/** wouter search hook of the screens: the shown query. */
export const useShownSearch = (): string => useShown().search;

/**
 * The hash's query as soon as it changes, while the hash still names the shown screen: what a
 * control of that screen shows at once (a tab pressed), before the screen renders what it chose.
 */
export function useQueryAsTapped(): string {
  const shown = useContext(ShownAddress);
  const [path] = useHashLocation();
  const search = useHashSearch();
  return !shown || path === shown.path ? search : shown.search;
}
