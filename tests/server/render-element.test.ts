import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtRenderElement } from '../../build/builtServerRenderer';
import { catalogue as hiCatalogue } from '../../src/i18n/hi/catalogue';
import { product as hiProduct } from '../../src/i18n/hi/product';
import { startTestServer, type TestServer } from '../api/support/test-server';
import { schemaOrgProblems } from '../unit/support/schemaOrgVocabulary';

/** What ships: the built server entry, in plain Node. */
const renderElement = await builtRenderElement();

const thyroid = { id: 'thyroid-profile-total', name: 'Thyroid Profile Total (T3, T4, TSH)' };

/** The text a reader sees in the rendered markup (tags and the `<style>` left out). */
const visibleText = (html: string) =>
  html
    .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(() => api.close());

describe('renderElement from @lab/storefront/server', () => {
  it("renders the test card with its declarative shadow root, its styles, and the test read from api-base", async () => {
    const html = await renderElement('lab-test-card', { 'test-id': thyroid.id, 'api-base': api.url, lang: 'en' });
    expect(html.startsWith(`<lab-test-card test-id="${thyroid.id}" api-base="${api.url}" lang="en"><template shadowrootmode="open"><style`)).toBe(true);
    expect(html).toMatch(/<\/template><script type="application\/ld\+json"[^>]*>[^<]*<\/script><\/lab-test-card>$/);
    // The element's own CSS (the shared tokens and the card's rules) is in the root's <style>.
    expect(html).toMatch(/<style[^>]*>[\s\S]*--lab-color-primary[\s\S]*\.article-card__name[\s\S]*<\/style>/);
    const text = visibleText(html);
    expect(text).toContain(thyroid.name);
    expect(text).toContain('Thyroid');
    expect(text).toContain('3 tests included');
    expect(text).toContain('₹449');
    expect(text).toContain('₹700');
    expect(html).toContain(`href="#/product?id=${thyroid.id}&amp;category=Thyroid"`);
    expect(html).toContain(`aria-label="Add to cart: ${thyroid.name}"`);
  });

  it("links to the store with the card's partner, as the card does in the browser", async () => {
    const attributes = { 'test-id': thyroid.id, 'api-base': api.url, 'store-url': '/store.html', partner: 'green-valley-clinic' };
    // The href TestCardBody.test.tsx holds the browser's card to.
    const html = await renderElement('lab-test-card', attributes);
    expect(html).toContain(`href="/store.html#/product?id=${thyroid.id}&amp;category=Thyroid&amp;partner=green-valley-clinic"`);
    const notFound = await renderElement('lab-test-card', { ...attributes, 'test-id': 'no-such-test' });
    expect(notFound).toContain('href="/store.html#/checkups?partner=green-valley-clinic"');
    // A malformed partner is ignored, as the browser ignores it.
    const malformed = await renderElement('lab-test-card', { ...attributes, partner: 'not a partner' });
    expect(malformed).toContain(`href="/store.html#/product?id=${thyroid.id}&amp;category=Thyroid"`);
    // One render's partner is not another's: the server keeps no visit.
    const without = await renderElement('lab-test-card', { ...attributes, partner: undefined });
    expect(without).not.toContain('partner=');
  });

  it("carries the partner in every store link of a server-rendered header and cart badge", async () => {
    const attributes = { 'store-url': '/store.html', partner: 'green-valley-clinic', lang: 'en' };
    const badge = await renderElement('lab-cart-badge', attributes);
    expect(badge).toContain('href="/store.html#/cart?partner=green-valley-clinic"');
    const header = await renderElement('lab-header', attributes);
    const storeLinks = [...header.matchAll(/href="(\/store\.html#[^"]*)"/g)].map(([, href]) => href);
    expect(storeLinks.length).toBeGreaterThan(3);
    for (const href of storeLinks) expect(href).toMatch(/[?&]partner=green-valley-clinic$/);
  });

  it("carries the test's schema.org data in the host's light DOM, beside the declarative shadow root", async () => {
    const storeUrl = 'https://lab.example/store';
    const html = await renderElement('lab-test-card', { 'test-id': thyroid.id, 'api-base': api.url, 'store-url': storeUrl });
    const [, json = ''] = /<\/template><script type="application\/ld\+json" data-lab-json-ld="server">([^<]*)<\/script><\/lab-test-card>$/.exec(html) ?? [];
    const data = JSON.parse(json) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': ['Product', 'MedicalTestPanel'],
      name: thyroid.name,
      sku: thyroid.id,
      url: `${storeUrl}#/product?id=${thyroid.id}&category=Thyroid`,
      offers: { '@type': 'Offer', price: 449, priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
    });
    expect(String(data.image)).toMatch(new RegExp(`^${api.url}/`));
    expect(schemaOrgProblems(data)).toEqual([]);
    // A store-url relative to a page the server does not know gives no address; an unknown test, no data.
    expect(await renderElement('lab-test-card', { 'test-id': thyroid.id, 'api-base': api.url, 'store-url': '/' })).not.toContain('"url"');
    expect(await renderElement('lab-test-card', { 'test-id': 'no-such-test', 'api-base': api.url })).not.toContain('ld+json');
  });

  it("speaks the element's language", async () => {
    const html = await renderElement('lab-test-card', { 'test-id': thyroid.id, 'api-base': api.url, lang: 'hi' });
    expect(html).toContain('<div lang="hi" class="lab-locale">');
    expect(visibleText(html)).toContain(hiCatalogue['catalogue.card.includes.other'].replace('{count}', '3'));
    expect(visibleText(html)).toContain(thyroid.name);
  });

  it("says 'Product not found' for an id the lab does not know", async () => {
    const html = await renderElement('lab-test-card', { 'test-id': 'no-such-test', 'api-base': api.url });
    expect(visibleText(html)).toContain('Product not found');
    const inHindi = await renderElement('lab-test-card', { 'test-id': 'no-such-test', 'api-base': api.url, lang: 'hi' });
    expect(visibleText(inHindi)).toContain(hiProduct['product.notFound']);
  });

  it('gives the retry state, not an exception, when the API is down or too slow', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe: Server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const down = await renderElement('lab-test-card', { 'test-id': thyroid.id, 'api-base': `http://127.0.0.1:${closedPort}` });
    expect(visibleText(down)).toContain('This could not be loaded');
    expect(visibleText(down)).toContain('Retry');
    const neverAnswers: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)));
    const started = Date.now();
    const slow = await renderElement('lab-test-card', { 'test-id': thyroid.id, 'api-base': api.url }, { fetch: neverAnswers, timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(visibleText(slow)).toContain('This could not be loaded');
  });

  it('renders the package comparison as a table, with a package not found named', async () => {
    const html = await renderElement('lab-package-compare', {
      'test-ids': 'full-body-basic,no-such-package,full-body-advanced',
      'api-base': api.url,
      lang: 'en',
    });
    expect(html).toMatch(/^<lab-package-compare test-ids="[^"]*" api-base="[^"]*" lang="en"><template shadowrootmode="open"><style/);
    expect(html).toContain('.comparison__table');
    expect(html).toMatch(/<th scope="col"[^>]*><a[^>]*>Basic Full Body Checkup<\/a><\/th>/);
    expect(html).toMatch(/<th scope="col"[^>]*><a[^>]*>Advanced Full Body Checkup<\/a><\/th>/);
    const text = visibleText(html);
    expect(text).toContain('Package not found: no-such-package');
    expect(text).toMatch(/₹[\d,]+/);
    expect(text).toContain('Not included');
    expect(html).toContain('aria-label="Add to cart: Advanced Full Body Checkup"');
    // Each package found as schema.org data beside the declarative root, in the page's own DOM.
    const products = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
      ([, json]) => (JSON.parse(json ?? '{}') as { name: string; offers: { priceCurrency: string } }),
    );
    expect(products.map((product) => product.name)).toEqual(['Basic Full Body Checkup', 'Advanced Full Body Checkup']);
    expect(products.every((product) => product.offers.priceCurrency === 'INR')).toBe(true);
    expect(html.indexOf('application/ld+json')).toBeGreaterThan(html.indexOf('</template>'));
  });

  it('renders the pin-code checker, which reads nothing, with its label, field and button', async () => {
    const html = await renderElement('lab-pincode-checker', { lang: 'en' });
    expect(html.startsWith('<lab-pincode-checker lang="en"><template shadowrootmode="open">')).toBe(true);
    expect(visibleText(html)).toContain('Check home sample collection in your area');
    expect(html).toMatch(/<input[^>]*placeholder="Enter 6-digit pin code"/);
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Check<\/button>/);
    expect(html).toContain('.pincode__row');
  });

  it('writes the attributes as HTML: values escaped, booleans present or absent', async () => {
    const html = await renderElement('lab-login-panel', { open: false, lang: 'en', 'data-note': 'a "quoted" & <b>' });
    expect(html.startsWith('<lab-login-panel lang="en" data-note="a &quot;quoted&quot; &amp; <b>">')).toBe(true);
    const open = await renderElement('lab-login-panel', { open: true });
    expect(open.startsWith('<lab-login-panel open><template')).toBe(true);
  });
});
