import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

type Hook = (data: object | undefined) => void;

/** Fresh modules each time (the Trusted Types policy is made once per page): the hook, and a host to render it in. */
async function placement() {
  vi.resetModules();
  const { useLightDomJsonLd } = await import('../../src/elementRuntime/lightDomJsonLd');
  const { HostElementContext } = await import('../../src/elementRuntime/hostElement');
  const inHost = (host: HTMLElement, data: object | undefined) => (
    <HostElementContext.Provider value={host}><Data use={useLightDomJsonLd} data={data} /></HostElementContext.Provider>
  );
  return { inHost };
}

function Data({ use, data }: { use: Hook; data: object | undefined }) {
  use(data);
  return <p>shown in the shadow root</p>;
}

/** An element with a shadow root, the component rendered inside it as the elements render. */
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
  const mount = document.createElement('div');
  root.append(mount);
  return { host, root, mount };
}

const scripts = (host: Element) => [...host.querySelectorAll(':scope > script[type="application/ld+json"]')];

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('useLightDomJsonLd', () => {
  it("puts the data in a script that is a child of the element's host, outside its shadow root, and follows it", async () => {
    const { inHost } = await placement();
    const { host, root, mount } = hostWithShadow();
    const wrap = (data: object | undefined) => inHost(host, data);
    const view = render(wrap({ '@type': 'Product', name: 'TSH </script> test' }), { container: mount });
    expect(root.querySelector('script')).toBeNull();
    const [script] = scripts(host);
    expect(script?.textContent).toBe('{"@type":"Product","name":"TSH \\u003c/script> test"}');
    expect(JSON.parse(script?.textContent ?? '')).toEqual({ '@type': 'Product', name: 'TSH </script> test' });
    view.rerender(wrap({ '@type': 'Product', name: 'T3' }));
    expect(scripts(host).map((each) => each.textContent)).toEqual(['{"@type":"Product","name":"T3"}']);
    view.rerender(wrap(undefined));
    expect(scripts(host)).toEqual([]);
    view.rerender(wrap({ '@type': 'Product', name: 'T4' }));
    view.unmount();
    expect(scripts(host)).toEqual([]);
  });

  it('takes over the script the server rendered when it says the same, and replaces it when it does not', async () => {
    const { inHost } = await placement();
    const same = hostWithShadow('{"name":"TSH"}');
    render(inHost(same.host, { name: 'TSH' }), { container: same.mount });
    expect(scripts(same.host).map((each) => each.getAttribute('data-lab-json-ld'))).toEqual(['server']);
    const stale = hostWithShadow('{"name":"old"}');
    render(inHost(stale.host, { name: 'TSH' }), { container: stale.mount });
    expect(scripts(stale.host).map((each) => each.textContent)).toEqual(['{"name":"TSH"}']);
  });

  it("goes through one policy named lab-json-ld where the browser has Trusted Types, and keeps the server's data where the page allows none", async () => {
    const made: string[] = [];
    vi.stubGlobal('trustedTypes', {
      createPolicy(name: string, rules: { createScript: (text: string) => string }) {
        made.push(name);
        return rules;
      },
    });
    const { inHost } = await placement();
    const first = hostWithShadow();
    const second = hostWithShadow();
    render(inHost(first.host, { name: 'a' }), { container: first.mount });
    render(inHost(second.host, { name: 'b' }), { container: second.mount });
    expect(made).toEqual(['lab-json-ld']);
    expect(scripts(second.host).map((each) => each.textContent)).toEqual(['{"name":"b"}']);

    vi.stubGlobal('trustedTypes', {
      createPolicy() {
        throw new TypeError('Policy "lab-json-ld" disallowed.');
      },
    });
    const strict = await placement();
    const page = hostWithShadow('{"name":"from the server"}');
    render(strict.inHost(page.host, { name: 'a' }), { container: page.mount });
    expect(scripts(page.host).map((each) => each.textContent)).toEqual(['{"name":"from the server"}']);
  });
});
