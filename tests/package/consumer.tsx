/**
 * A React 19 host page as a customer writes it, type-checked (not run) against the packed
 * package installed in a throw-away project (`npm run test:package`), under both
 * `moduleResolution: "bundler"` and `"node"`: every tag with its attributes and `onlab-…` event
 * props in JSX, typed properties through `document.querySelector`, and the event map.
 */
// Imported for their effect (each defines its tag), as a bundler-built app does; with
// noUncheckedSideEffectImports each must resolve to types too.
import '@lab/storefront/lab-pincode-checker';
import '@lab/storefront/dist/widgets/lab-cart-badge.js';
import '@lab/storefront/lab-autoloader';
import '@lab/storefront/lab-analytics';
import type { CommerceItem, LabEventDetailMap } from '@lab/storefront';
import type {} from '@lab/storefront/jsx';
import { useEffect, useRef } from 'react';

export function ClinicPage() {
  const badge = useRef<HTMLElement>(null);
  useEffect(() => {
    const panel = document.querySelector('lab-login-panel');
    if (panel) {
      panel.open = true;
      panel.apiBase = 'https://api.lab.example';
      const open: boolean = panel.open;
      const base: string | null = panel.apiBase;
      console.log(open, base);
      // @ts-expect-error: `open` is a boolean property
      panel.open = 'yes';
    }
    const store = document.querySelector('lab-storefront');
    if (store) store.supportPhone = '+91 80 0000 0000';
    const checker = document.querySelector('lab-pincode-checker');
    const onCheck = (event: CustomEvent<LabEventDetailMap['lab-pincode-check']>) => {
      const available: boolean = event.detail.available;
      console.log(event.detail.pincode, available);
    };
    checker?.addEventListener('lab-pincode-check', onCheck);
    const onCart = (event: CustomEvent<{ count: number }>) => console.log(event.detail.count);
    document.addEventListener('lab-cart-change', onCart);
    document.addEventListener('lab-login', (event) => console.log(event.detail.userId.toUpperCase()));
    document.addEventListener('lab-add-to-cart', (event) => {
      const items: CommerceItem[] = event.detail.items;
      const partner: string | undefined = event.detail.partner;
      console.log(event.detail.currency, event.detail.value.toFixed(2), items[0]?.discount, partner);
    });
    // @ts-expect-error: a search carries its term, not items
    document.addEventListener('lab-search', (event) => event.detail.items);
    return () => {
      checker?.removeEventListener('lab-pincode-check', onCheck);
      document.removeEventListener('lab-cart-change', onCart);
    };
  }, []);
  return (
    <main>
      <lab-storefront
        api-base="https://api.lab.example"
        support-phone="+91 80 0000 0000"
        support-email="care@lab.example"
        whatsapp-number="919900000000"
        address="12, 100 Feet Road, Bengaluru"
      />
      <lab-header api-base="https://api.lab.example" store-url="https://lab.example/store" />
      <lab-cart-badge ref={badge} store-url="https://lab.example/store" />
      <lab-search-box api-base="https://api.lab.example" store-url="https://lab.example/store" />
      <lab-pincode-checker api-base="https://api.lab.example" />
      <lab-login-panel api-base="https://api.lab.example" open />
      {/* @ts-expect-error: `open` is a boolean attribute, not a string */}
      <lab-login-panel open="yes" />
      {/* @ts-expect-error: `store-url` is an address, not a number */}
      <lab-cart-badge store-url={42} />
      {/* @ts-expect-error: the checker has no `pincode` attribute */}
      <lab-pincode-checker pincode="560001" />
      {/* React 19 binds `on` + the exact event name as a listener, typed by the event's detail. */}
      <lab-cart-badge onlab-cart-change={(event) => console.log(event.detail.count.toFixed(0))} />
      <lab-pincode-checker
        onlab-pincode-check={(event) => console.log(event.detail.pincode, event.detail.available)}
      />
      <lab-storefront onlab-login={(event) => console.log(event.detail.userId)} onlab-logout={() => undefined} />
      {/* @ts-expect-error: `lab-cart-change` carries a number */}
      <lab-cart-badge onlab-cart-change={(event: CustomEvent<{ count: string }>) => event.detail.count} />
      {/* @ts-expect-error: the detail has no `code` */}
      <lab-pincode-checker onlab-pincode-check={(event) => event.detail.code} />
    </main>
  );
}
