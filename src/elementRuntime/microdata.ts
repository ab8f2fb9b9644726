import type { JsonLdNode } from '../domain/productJsonLd';

const VOCABULARY = 'https://schema.org/';

const isNode = (value: unknown): value is JsonLdNode => typeof value === 'object' && value !== null && !Array.isArray(value);

const isAddress = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\//.test(value);

/**
 * The same schema.org data as JSON-LD, written as microdata: an item (`itemscope`, `itemtype`)
 * per node, a `<link itemprop href>` per address and a `<meta itemprop content>` per other value,
 * which is how microdata carries values a page does not show. Only elements and plain attributes
 * are written, none of them a Trusted Types sink, so it needs no policy.
 */
export function microdataItem(document: Document, node: JsonLdNode, property?: string): HTMLElement {
  const item = document.createElement('div');
  if (property) item.setAttribute('itemprop', property);
  item.setAttribute('itemscope', '');
  const types = [node['@type']].flat().filter((type) => typeof type === 'string');
  if (types.length > 0) item.setAttribute('itemtype', types.map((type) => VOCABULARY + type).join(' '));
  for (const [name, value] of Object.entries(node)) {
    if (name.startsWith('@')) continue;
    for (const one of [value].flat()) item.append(microdataValue(document, name, one));
  }
  return item;
}

function microdataValue(document: Document, name: string, value: unknown): HTMLElement {
  if (isNode(value)) return microdataItem(document, value, name);
  if (isAddress(value)) {
    const link = document.createElement('link');
    link.setAttribute('itemprop', name);
    link.setAttribute('href', value);
    return link;
  }
  const meta = document.createElement('meta');
  meta.setAttribute('itemprop', name);
  meta.setAttribute('content', String(value));
  return meta;
}
