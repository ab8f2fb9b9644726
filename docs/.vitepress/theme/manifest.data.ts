import { defineLoader } from 'vitepress';
import { manifestPath, readManifestElements, type ManifestElement } from '../manifest';

/** The elements of the manifest, for the pages' own components (the live examples, the builder). */
declare const data: ManifestElement[];
export { data };

export default defineLoader({
  watch: [manifestPath],
  load: () => readManifestElements(),
});
