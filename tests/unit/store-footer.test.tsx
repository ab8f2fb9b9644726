import { act, fireEvent, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../widgets/lab-storefront';
import { withCannedApi } from './support/cannedApi';
import { openStore, settle } from './support/storeElement';

/**
 * The store's footer (product §2) in the element, on a screen that asks the API nothing: what it
 * links to and says, and the WhatsApp subscription that stays on the page. The subscription's
 * rules on their own: src/elements/lab-storefront/components/Footer/SubscribeForm.test.tsx.
 */
const canned = withCannedApi();

/** The demo page's `support-phone` and `whatsapp-number` attributes, as links. */
const TEL = 'tel:+918047182200';
const WHATSAPP = 'https://wa.me/919886012345';

async function openFooter() {
  const { host } = await openStore('#/sitemap');
  const footer = () => host.shadowRoot?.querySelector('footer') as HTMLElement;
  await settle(() => expect(footer()).toBeTruthy());
  return within(footer());
}

describe('footer', () => {
  it('has quick links, social placeholders, contact details and the disclaimer', async () => {
    const footer = await openFooter();
    const quickLinks = within(footer.getByRole('navigation', { name: 'Quick links' }));
    expect(quickLinks.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('#/');
    expect(quickLinks.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('#/privacy-policy');
    expect(quickLinks.getByRole('link', { name: 'Terms and Conditions' }).getAttribute('href')).toBe('#/terms-and-conditions');
    expect(footer.getAllByRole('img', { name: /coming soon/ })).toHaveLength(5);
    expect(footer.getByText('42, Sampige Road, Malleswaram, Bengaluru, Karnataka 560003')).toBeTruthy();
    expect(footer.getByRole('link', { name: '+91 80 4718 2200' }).getAttribute('href')).toBe(TEL);
    expect(footer.getByRole('link', { name: 'care@sanjeevanidiagnostics.in' }).getAttribute('href')).toBe(
      'mailto:care@sanjeevanidiagnostics.in',
    );
    expect(footer.getByRole('link', { name: /WhatsApp \+91 98860 12345/ }).getAttribute('href')).toBe(WHATSAPP);
    expect(footer.getByText(/only books diagnostic tests/).textContent).toContain('Nothing on this website is medical advice');
  });

  it('WhatsApp subscribe: alerts on a wrong number, thanks and clears on 10 digits, with no server call', async () => {
    const footer = await openFooter();
    canned.api.requests.length = 0;
    const number = footer.getByLabelText<HTMLInputElement>('Your WhatsApp number');
    act(() => {
      fireEvent.change(number, { target: { value: '98860' } });
      fireEvent.click(footer.getByRole('button', { name: 'Subscribe' }));
    });
    expect(footer.getByRole('alert').textContent).toBe('Please enter a valid 10-digit WhatsApp number');
    act(() => {
      fireEvent.change(number, { target: { value: '9886012345' } });
      fireEvent.submit(number.closest('form') as HTMLFormElement);
    });
    expect(footer.getByRole('status').textContent).toBe('Thank you for subscribing to our WhatsApp updates!');
    expect(number.value).toBe('');
    expect(canned.api.requests).toEqual([]);
  });
});
