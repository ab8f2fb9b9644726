import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HostElementContext } from '../../src/elementRuntime/hostElement';
import { useLightDomJsonLd } from '../../src/elementRuntime/useLightDomJsonLd';
import { freshModuleCopy } from './support/freshModuleCopy';

/** A fresh placement module: the Trusted Types policy is made once per page. */
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

  it("goes through one policy named lab-json-ld where the browser has Trusted Types, and keeps the server's data where the page allows none", async () => {
    const made: string[] = [];
    vi.stubGlobal('trustedTypes', {
      createPolicy(name: string, rules: { createScript: (text: string) => string }) {
        made.push(name);
        return rules;
      },
    });
    const { placeJsonLd } = await freshPlacement();
    const first = hostWithShadow();
    const second = hostWithShadow();
    placeJsonLd(first.host, { name: 'a' });
    placeJsonLd(second.host, { name: 'b' });
    expect(made).toEqual(['lab-json-ld']);
    expect(scripts(second.host)).toEqual(['{"name":"b"}']);

    vi.stubGlobal('trustedTypes', {
      createPolicy() {
        throw new TypeError('Policy "lab-json-ld" disallowed.');
      },
    });
    const strict = await freshPlacement();
    const page = hostWithShadow('{"name":"from the server"}');
    strict.placeJsonLd(page.host, { name: 'a' });
    expect(scripts(page.host)).toEqual(['{"name":"from the server"}']);
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
