/**
 * `@lab/storefront/server`: the elements' first screens rendered to HTML on a server (plain Node,
 * no DOM), for pages whose first paint and search-engine text must not wait for React.
 */
export { renderElement, type LabTag, type RenderElementOptions } from './renderElement';
