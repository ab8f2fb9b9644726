import type { renderElement } from '../src/server';

/**
 * `renderElement` of the built server entry (`dist/server/index.js`, after `npm run build`): what
 * the package ships, for the tools, tests and demo pages that render with it.
 */
export async function builtRenderElement(): Promise<typeof renderElement> {
  const file = new URL('../dist/server/index.js', import.meta.url).href;
  return ((await import(file)) as { renderElement: typeof renderElement }).renderElement;
}
