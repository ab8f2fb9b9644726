import type { LabTest } from '../domain/labTest';
import { productJsonLd, type JsonLdNode, type ProductJsonLdOptions } from '../domain/productJsonLd';
import { JSON_LD_MARK, jsonLdText } from '../lib/jsonLdText';
import { apiAssetUrl } from '../stores/config';
import { microdataItem } from './microdata';

/**
 * Whether a script's text can be written at all. Chromium treats a script's text as a Trusted
 * Types sink whatever its type (measured in Chromium 156: `text` and `textContent` throw, an
 * appended text node is reported when the script connects), and no page's rules can be learnt
 * without a report: `createPolicy` with a name the page does not list, and a string given to any
 * sink (an empty one, a detached element's, an inert document's), each send the page a violation,
 * and the platform tells no one whether it enforces them (w3c/trusted-types#36). So wherever the
 * browser has Trusted Types the page may forbid every policy, and the data goes in as microdata.
 */
const scriptsAreWritable = () => !('trustedTypes' in globalThis);

function jsonLdScript(document: Document, text: string): HTMLElement {
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.text = text;
  return script;
}

/**
 * Puts schema.org data in the page's own DOM, as children of the element's host, outside its
 * shadow root, where crawlers read a page's product data: a `<script type="application/ld+json">`
 * where the browser has no Trusted Types, else the same data as microdata (./microdata.ts), which
 * goes through no sink. The script the server rendered (src/server/serverJsonLd.ts) is taken over
 * when it says the same, else replaced. Returns what takes it away again.
 */
export function placeJsonLd(host: HTMLElement, data: JsonLdNode): () => void {
  const text = jsonLdText(data);
  const rendered = [...host.children].filter((child) => child.getAttribute(JSON_LD_MARK) === 'server');
  let placed = rendered.find((child) => child.textContent === text);
  if (!placed) {
    for (const old of rendered) old.remove();
    const document = host.ownerDocument;
    const created = scriptsAreWritable() ? jsonLdScript(document, text) : microdataItem(document, data);
    created.setAttribute(JSON_LD_MARK, '');
    host.append(created);
    placed = created;
  }
  const shown = placed;
  return () => shown.remove();
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
