import { elementPageMarkdown } from '../.vitepress/elementPage';
import { manifestPath, readManifestElements } from '../.vitepress/manifest';

/** One page per element of the manifest: `/elements/lab-test-card.html` and so on. */
export default {
  watch: [manifestPath],
  paths: () =>
    readManifestElements().map((element) => ({
      params: { tag: element.tagName, title: `<${element.tagName}>` },
      content: elementPageMarkdown(element),
    })),
};
