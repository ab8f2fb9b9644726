/**
 * The bundle's own images ship beside it in `dist/images/` (copied from `public/images/`), so they
 * load from wherever the bundle is hosted, not from the embedding page. Every module of the
 * build sits in `dist/`, `dist/widgets/` or `dist/chunks/` (vite.config.ts), which locates the
 * folder from this module's own address.
 */
const imagesBase = new URL(
  /\/(chunks|widgets)\/[^/]*$/.test(import.meta.url) ? '../images/' : './images/',
  import.meta.url,
);

/** The address of `public/images/{name}` as shipped with the bundle. */
export function assetUrl(name: string): string {
  return new URL(name, imagesBase).href;
}
