/**
 * Where the API is: the base address set by any element (every element loads it to read its
 * `api-base`), and the address calls and server images use, which only what calls the API loads.
 */
export { $apiBase, setApiBase } from './apiBase';
export { $resolvedApiBase, apiAssetUrl, assetUrlUnder } from './resolvedApiBase';
