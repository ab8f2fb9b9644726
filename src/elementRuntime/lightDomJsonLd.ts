import type { LabTest } from '../domain/labTest';
import { productJsonLd, type ProductJsonLdOptions } from '../domain/productJsonLd';
import { JSON_LD_MARK, jsonLdText } from '../lib/jsonLdText';
import { apiAssetUrl } from '../stores/config';

interface ScriptPolicy {
  createScript(text: string): unknown;
}

/** The one Trusted Types policy of the bundle; null where the page allows no policy of that name. */
let policy: ScriptPolicy | null | undefined;

/**
 * Chromium treats a script's text as a Trusted Types sink whatever its type (measured in Chromium
 * 156: `text` and `textContent` throw, an appended text node is reported when the script
 * connects), so where the browser has Trusted Types the JSON goes through a policy named
 * `lab-json-ld`, which passes on only what jsonLdText wrote. A page whose `trusted-types` list
 * leaves it out gets no product data from the browser (its server-rendered HTML still carries it:
 * docs/guide/server-rendering.md).
 */
function trustedScript(text: string): unknown {
  const factory = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: ScriptPolicy): ScriptPolicy } })
    .trustedTypes;
  if (!factory) return text;
  if (policy === undefined) {
    try {
      policy = factory.createPolicy('lab-json-ld', { createScript: (json) => json });
    } catch {
      policy = null;
    }
  }
  return policy?.createScript(text);
}

/**
 * Puts schema.org data in the page's own DOM: a `<script type="application/ld+json">` child of the
 * element's host, outside its shadow root, where crawlers read a page's product data. The script
 * the server rendered (src/server/serverJsonLd.ts) is taken over when it says the same, else
 * replaced. Returns what takes it away again.
 */
export function placeJsonLd(host: HTMLElement, data: object): () => void {
  const text = jsonLdText(data);
  const rendered = [...host.children].filter((child) => child.getAttribute(JSON_LD_MARK) === 'server');
  let script = rendered.find((child) => child.textContent === text);
  if (!script) {
    const trusted = trustedScript(text);
    // Without a policy, what the server rendered stays: it is the best data this page can carry.
    if (trusted === undefined) return () => undefined;
    for (const old of rendered) old.remove();
    const created = host.ownerDocument.createElement('script');
    created.type = 'application/ld+json';
    created.setAttribute(JSON_LD_MARK, '');
    created.text = trusted as string;
    host.append(created);
    script = created;
  }
  const placed = script;
  return () => placed.remove();
}

/** A test's picture and product screen as absolute addresses, from the page the element is on. */
export function productAddresses(test: LabTest, productHref: string): ProductJsonLdOptions {
  const absolute = (address: string) => new URL(address, document.baseURI).href;
  return { imageUrl: test.imagePath ? absolute(apiAssetUrl(test.imagePath)) : undefined, url: absolute(productHref) };
}

/** One test's or package's data, for a card or a product screen. */
export function placeProductJsonLd(host: HTMLElement, test: LabTest, productHref: string): () => void {
  return placeJsonLd(host, productJsonLd(test, productAddresses(test, productHref)));
}
