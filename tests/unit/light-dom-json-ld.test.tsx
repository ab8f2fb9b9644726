import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HostElementContext } from '../../src/elementRuntime/hostElement';
import { useLightDomJsonLd } from '../../src/elementRuntime/useLightDomJsonLd';
import { freshModuleCopy } from './support/freshModuleCopy';

/** A fresh placement module. */
const freshPlacement = () =>
  freshModuleCopy<typeof import('../../src/elementRuntime/lightDomJsonLd')>('src/elementRuntime/lightDomJsonLd.ts');

/** An element with a shadow root, and the script its server rendering left in its light DOM, if any. */
function hostWithShadow(serverScript?: string) {
  const host = document.createElement('lab-probe-json-ld');
  if (serverScript !== undefined) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute('data-lab-json-ld', 'server');
    script.append(serverScript);
    host.append(script);
  }
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const mount = root.appendChild(document.createElement('div'));
  return { host, root, mount };
}

const scripts = (host: Element) => [...host.querySelectorAll(':scope > script[type="application/ld+json"]')].map((script) => script.textContent);

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('placeJsonLd', () => {
  it('writes the data as a script child of the host, every < escaped, and takes it away again', async () => {
    const { placeJsonLd } = await freshPlacement();
    const { host } = hostWithShadow();
    const remove = placeJsonLd(host, { '@type': 'Product', name: 'TSH </script> test' });
    expect(scripts(host)).toEqual(['{"@type":"Product","name":"TSH \\u003c/script> test"}']);
    expect(JSON.parse(scripts(host)[0] ?? '')).toEqual({ '@type': 'Product', name: 'TSH </script> test' });
    remove();
    expect(scripts(host)).toEqual([]);
  });

  it('takes over the script the server rendered when it says the same, and replaces it when it does not', async () => {
    const { placeJsonLd } = await freshPlacement();
    const same = hostWithShadow('{"name":"TSH"}');
    placeJsonLd(same.host, { name: 'TSH' });
    expect(same.host.querySelector('script')?.getAttribute('data-lab-json-ld')).toBe('server');
    expect(scripts(same.host)).toHaveLength(1);
    const stale = hostWithShadow('{"name":"old"}');
    placeJsonLd(stale.host, { name: 'TSH' });
    expect(scripts(stale.host)).toEqual(['{"name":"TSH"}']);
  });

  it('writes microdata where the browser has Trusted Types, asking for no policy, and replaces what the server rendered', async () => {
    const asked: string[] = [];
    vi.stubGlobal('trustedTypes', {
      createPolicy(name: string) {
        asked.push(name);
        throw new TypeError(`Policy "${name}" disallowed.`);
      },
    });
    const { placeJsonLd } = await freshPlacement();
    const page = hostWithShadow('{"name":"from the server"}');
    const remove = placeJsonLd(page.host, {
      '@type': ['Product', 'MedicalTest'],
      name: 'TSH </script>',
      offers: { '@type': 'Offer', price: 449, priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
    });
    expect(asked).toEqual([]);
    expect(scripts(page.host)).toEqual([]);
    const item = page.host.querySelector(':scope > [itemscope]');
    expect(item?.getAttribute('itemtype')).toBe('https://schema.org/Product https://schema.org/MedicalTest');
    expect(item?.querySelector(':scope > meta[itemprop="name"]')?.getAttribute('content')).toBe('TSH </script>');
    const offer = item?.querySelector(':scope > [itemprop="offers"][itemscope]');
    expect(offer?.getAttribute('itemtype')).toBe('https://schema.org/Offer');
    expect(offer?.querySelector('meta[itemprop="price"]')?.getAttribute('content')).toBe('449');
    expect(offer?.querySelector('meta[itemprop="priceCurrency"]')?.getAttribute('content')).toBe('INR');
    expect(offer?.querySelector('link[itemprop="availability"]')?.getAttribute('href')).toBe('https://schema.org/InStock');
    remove();
    expect(page.host.children).toHaveLength(0);
  });

  it('repeats a property once per value of a list, each an item of its own', async () => {
    vi.stubGlobal('trustedTypes', {});
    const { placeJsonLd } = await freshPlacement();
    const { host } = hostWithShadow();
    placeJsonLd(host, { '@type': 'MedicalTestPanel', subTest: [{ '@type': 'MedicalTest', name: 'T3' }, { '@type': 'MedicalTest', name: 'T4' }] });
    const names = [...host.querySelectorAll('[itemprop="subTest"] > meta[itemprop="name"]')].map((meta) => meta.getAttribute('content'));
    expect(names).toEqual(['T3', 'T4']);
  });
});

describe('useLightDomJsonLd', () => {
  function Data({ name }: { name: string | undefined }) {
    useLightDomJsonLd(name === undefined ? undefined : (placement, host) => placement.placeJsonLd(host, { name }), name);
    return <p>shown in the shadow root</p>;
  }

  it("keeps the data in the host's light DOM, never in its shadow root, while the component shows it", async () => {
    const { host, root, mount } = hostWithShadow();
    const inHost = (name: string | undefined) => <HostElementContext.Provider value={host}><Data name={name} /></HostElementContext.Provider>;
    const view = render(inHost('T3'), { container: mount });
    await waitFor(() => expect(scripts(host)).toEqual(['{"name":"T3"}']));
    expect(root.querySelector('script')).toBeNull();
    view.rerender(inHost('T4'));
    await waitFor(() => expect(scripts(host)).toEqual(['{"name":"T4"}']));
    view.rerender(inHost(undefined));
    expect(scripts(host)).toEqual([]);
    view.rerender(inHost('T5'));
    view.unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(scripts(host)).toEqual([]);
  });
});
