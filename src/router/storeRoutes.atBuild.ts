import { ALL_SCREENS } from './storeScreens';

/*
 * What the store's router reads of the route table (storeScreens.ts), computed while building
 * (build/evaluateAtBuild.ts): each path, in the order the router matches them, with the folder of
 * its view. In a module of its own, so that the header, which shares the links, carries none of it.
 */
export const STORE_ROUTES: readonly { path: string; view: string }[] = ALL_SCREENS.map(({ path, view }) => ({ path, view }));
