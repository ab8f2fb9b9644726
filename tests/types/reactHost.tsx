/**
 * Compiled (not run) against the emitted declarations in dist-types/ by `npm run test:types`:
 * a React 19 host page using the tags, the element map and the event map.
 */
import type { LabEventDetailMap } from '@lab/storefront';
import type {} from '@lab/storefront/jsx';
import { useEffect, useRef } from 'react';

export function ClinicPage() {
  const badge = useRef<HTMLElement>(null);
  useEffect(() => {
    const checker = document.querySelector('lab-pincode-checker');
    const onCheck = (event: CustomEvent<LabEventDetailMap['lab-pincode-check']>) => {
      const available: boolean = event.detail.available;
      console.log(event.detail.pincode, available);
    };
    checker?.addEventListener('lab-pincode-check', onCheck);
    const onCart = (event: CustomEvent<{ count: number }>) => console.log(event.detail.count);
    document.addEventListener('lab-cart-change', onCart);
    return () => {
      checker?.removeEventListener('lab-pincode-check', onCheck);
      document.removeEventListener('lab-cart-change', onCart);
    };
  }, []);
  return (
    <main>
      <lab-pincode-checker api-base="https://api.lab.example" />
      <lab-cart-badge ref={badge} store-url="https://lab.example/store" />
      <lab-login-panel open />
      <lab-storefront support-phone="+91 80 0000 0000" whatsapp-number="919900000000" />
      {/* @ts-expect-error: `open` is a boolean attribute, not a string */}
      <lab-login-panel open="yes" />
      {/* @ts-expect-error: `store-url` is an address, not a number */}
      <lab-cart-badge store-url={42} />
    </main>
  );
}
