import type { ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { ServerStylesContext, sharedCss } from '../elementRuntime/shadowStyles';
import { propsFrom } from '../elementRuntime/attributes/componentProps';
import { ElementTree } from '../elementRuntime/elementTree';
import type { ComponentProps, ElementSpec, LabElementClass, MarkupAttributes } from '../elementRuntime/elementSpec';
import type { LabSpecByTag } from '../elements/elementList';
import { snapshotAttribute, snapshotRules } from '../elementRuntime/firstScreenSnapshot';
import { PreloadedReadsContext } from '../hooks/preloadedReads';
import { RenderedPartnerContext } from '../hooks/usePartner';
import { whenLocaleReady } from '../i18n';
import { resolveLocale } from '../i18n/locales';
import { isPartnerId } from '../lib/partnerId';
import { keepPresses } from './keptPresses';
import { readForFirstScreen, type ServerReadOptions } from './serverReads';
import { productDataHtml } from './serverJsonLd';

export type { ServerReadOptions as RenderElementOptions } from './serverReads';

/** The tags `renderElement` renders: every element of the bundle. */
export type LabTag = keyof LabSpecByTag;

/**
 * Every element folder's class by its tag, as the store's file defines them (widgets/lab-storefront.ts):
 * a new element renders here without a line of its own (tests/entries/every-entry.test.ts holds
 * the folders and the list together).
 */
const elements = new Map(
  Object.values(
    import.meta.glob<LabElementClass<ElementSpec>>('../elements/*/element.ts', { eager: true, import: 'default' }),
  ).map((element) => [element.spec.tag, element]),
);

type AttributeValue = string | boolean | null | undefined;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const attributeName = /^[a-z][a-z0-9-]*$/;

/** The attributes as HTML; `true` is a present boolean attribute, `false` and null are absent. */
function attributesHtml(attributes: Readonly<Record<string, AttributeValue>>): string {
  return Object.entries(attributes)
    .filter(([name, value]) => attributeName.test(name) && value !== false && value !== null && value !== undefined)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeAttribute(String(value))}"`))
    .join('');
}

/** The attributes as the element reads them (`getAttribute`): a present boolean is ''. */
function attributeValues(attributes: Readonly<Record<string, AttributeValue>>): Record<string, string | null> {
  return Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => [
      name,
      value === true ? '' : value === false || value === null || value === undefined ? null : value,
    ]),
  );
}

/** The element's first screen: its component in its language, with its reads' answers. */
async function firstScreen(element: LabElementClass<ElementSpec>, values: Record<string, string | null>, options: ServerReadOptions) {
  const { spec } = element;
  const Component = element.Component as ComponentType<ComponentProps<ElementSpec>>;
  const props = propsFrom(Object.entries(spec.attributes), values) as ComponentProps<ElementSpec>;
  const reads = await readForFirstScreen(spec.tag, props, options);
  const locale = resolveLocale(values.lang ?? null, undefined, null);
  await whenLocaleReady(locale);
  const css = new Set([sharedCss]);
  // The browser ignores a malformed partner (with a warning, src/elementRuntime/attributes/partnerAttribute.ts): so does this.
  const partner = typeof values.partner === 'string' && isPartnerId(values.partner) ? values.partner : null;
  const { prelude } = await prerender(
    <ServerStylesContext.Provider value={(text) => css.add(text)}>
      <PreloadedReadsContext.Provider value={reads}>
        <RenderedPartnerContext.Provider value={partner}>
          <ElementTree host={null} locale={locale}>
            <Component {...props} />
          </ElementTree>
        </RenderedPartnerContext.Provider>
      </PreloadedReadsContext.Provider>
    </ServerStylesContext.Provider>,
    // Every boundary inline: React outlines large ones behind a script that reveals them, and
    // scripts in a declarative shadow root never run.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const { html, popovers, rules } = keepPresses(await new Response(prelude).text());
  return (
    `<template shadowrootmode="open"><style ${snapshotAttribute}>${snapshotRules}\n${rules}\n${[...css].join('\n')}</style>` +
    `<div ${snapshotAttribute}>${html}${popovers}<i ${snapshotAttribute}-end hidden></i></div></template>` +
    productDataHtml(reads, values)
  );
}

/**
 * An element's first screen as HTML, in plain Node (no DOM): the tag with its attributes and a
 * declarative shadow root (`<template shadowrootmode="open">`) holding its styles and its markup,
 * in its language (`lang`, else English), with what it shows read from `api-base` (the test card's
 * test), and that test's schema.org data beside the root, in the host's light DOM. The browser paints it before any script runs; the element's script, when it comes,
 * takes the root over without a flash or a shift. Never throws: an API that is down or slower
 * than `timeoutMs` gives the element's retry state, an unknown test 'Product not found', and
 * anything else the bare tag, which the element renders itself in the browser.
 */
export async function renderElement<Tag extends LabTag>(
  tag: Tag,
  attributes: MarkupAttributes<LabSpecByTag[Tag]> & Readonly<Record<string, AttributeValue>> = {},
  options: ServerReadOptions = {},
): Promise<string> {
  const element = elements.get(tag);
  let root = '';
  try {
    if (element) root = await firstScreen(element, attributeValues(attributes), options);
  } catch (error) {
    console.warn(`<${tag}> could not be rendered on the server; the browser renders it:`, error);
  }
  return `<${tag}${attributesHtml(attributes)}>${root}</${tag}>`;
}
