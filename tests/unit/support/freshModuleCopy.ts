let copies = 0;

/**
 * A copy of a module of its own, as a new page would load it: the same file under a query no
 * import has used yet. `vi.resetModules` would renew every module of the registry the unit files
 * share (vitest.config.ts), and the elements already defined on the page would go on with the old
 * ones. `path` is the file's, from the repository's root.
 */
export function freshModuleCopy<Module>(path: string): Promise<Module> {
  copies += 1;
  return import(/* @vite-ignore */ `../../../${path}?copy=${copies}`) as Promise<Module>;
}
