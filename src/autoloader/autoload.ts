/**
 * The autoloader's work (interface §2 `dist/lab-autoloader.js`): find every `lab-*` element of the
 * page, including ones added later, and import the file that defines its tag once the element
 * comes within one viewport of being seen, or at once when it has an `eager` attribute. A page
 * whose widgets sit below the fold downloads no React until the visitor scrolls towards them.
 */
export interface AutoloadOptions {
  /** Tag → address of the file that defines it. */
  files: Readonly<Record<string, string>>;
  /** Loads a file: `import()` in the browser. */
  importFile: (url: string) => Promise<unknown>;
  root?: Document;
}

export function autoload({ files, importFile, root = document }: AutoloadOptions): () => void {
  const tags = Object.keys(files);
  const selector = tags.join(',');
  const requested = new Set<string>();

  const load = (tag: string) => {
    const file = files[tag];
    if (!file || requested.has(tag)) return;
    requested.add(tag);
    // Loading beside the full bundle or a widget file is safe: each file skips a defined tag.
    if (customElements.get(tag)) return;
    importFile(file).catch((error: unknown) => {
      requested.delete(tag);
      console.error(`lab-autoloader could not load ${file} for <${tag}>`, error);
    });
  };

  // One viewport of margin above and below: loading starts a screen before the element shows.
  const nearView = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        nearView.unobserve(entry.target);
        load(entry.target.localName);
      }
    },
    { rootMargin: '100% 0px 100% 0px' },
  );

  const consider = (element: Element) => {
    const tag = element.localName;
    if (requested.has(tag) || !(tag in files)) return;
    if (element.hasAttribute('eager')) load(tag);
    else nearView.observe(element);
  };

  const scan = (node: Node) => {
    if (!(node instanceof Element)) return;
    if (node.matches(selector)) consider(node);
    for (const element of node.querySelectorAll(selector)) consider(element);
  };

  const additions = new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(scan);
  });
  additions.observe(root, { childList: true, subtree: true });
  scan(root.documentElement);

  return () => {
    additions.disconnect();
    nearView.disconnect();
  };
}
