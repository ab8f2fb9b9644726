import { act, fireEvent, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../widgets/lab-storefront';
import { withCannedApi } from './support/cannedApi';
import { openStore, settle } from './support/storeElement';

/**
 * The store's content screens (product §2): the sitemap, the privacy policy, the terms and the
 * error page, with what each says and links to, and the addresses that land on the error page.
 * They ask the API nothing. Axe at both widths and the error page's Go Back and Go to Homepage
 * stay in tests/e2e/content-pages.spec.ts.
 */
withCannedApi();

const TEL = 'tel:+918047182200';
const WHATSAPP = 'https://wa.me/919886012345';

/** The store at `hash` once its screen shows `heading` as its h1, and that screen's `main`. */
async function openScreen(hash: string, heading: string) {
  const { host } = await openStore(hash);
  const main = () => host.shadowRoot?.querySelector('main') as HTMLElement;
  await settle(() => expect(main().querySelector('h1')?.textContent).toBe(heading));
  return { host, main: main(), view: within(main()) };
}

const texts = (elements: Iterable<Element>) => [...elements].map((element) => element.textContent);
const numbered = (titles: string[]) => titles.map((title, index) => `${index + 1}${title}`);

describe('Sitemap', () => {
  it('lists the 12 main pages, the 15 test categories, the contact details and Call / WhatsApp / Back to Home', async () => {
    const { main, view } = await openScreen('#/sitemap', 'Sitemap');
    expect(texts(within(view.getByRole('region', { name: 'Main pages' })).getAllByRole('link'))).toEqual([
      'Home', 'Health Checkups', 'Exclusive Packages', 'Single Tests', 'Women Care', 'Men Care',
      'Special Care Packages', 'Vital Organ', 'Lifestyle Checkups', 'Cart', 'Privacy Policy', 'Terms and Conditions',
    ]);
    expect(texts(within(view.getByRole('region', { name: 'Test categories' })).getAllByRole('listitem'))).toEqual([
      'Blood', 'Urine', 'Cardiac', 'Diabetes', 'Thyroid', 'Liver Function', 'Kidney Function', 'Lipid Profile',
      'Complete Blood Count', 'Vitamin', 'Hormone', 'Cancer Screening', 'Infectious Disease', 'Allergy', 'Pregnancy',
    ]);
    // A section, not a second "Contact us" region beside the footer's (landmarks stay unique).
    const section = [...main.querySelectorAll('section')].find((element) =>
      [...element.querySelectorAll('h2')].some((heading) => heading.textContent === 'Contact us'),
    );
    if (!section) throw new Error('no Contact us section');
    const contact = within(section);
    expect(contact.getByText('42, Sampige Road, Malleswaram, Bengaluru, Karnataka 560003')).toBeTruthy();
    expect(contact.getByRole('link', { name: 'care@sanjeevanidiagnostics.in' })).toBeTruthy();
    expect(contact.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe(TEL);
    expect(contact.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(WHATSAPP);
    act(() => {
      fireEvent.click(contact.getByRole('link', { name: 'Back to Home' }));
    });
    const home = () => main.getRootNode() as ShadowRoot;
    await settle(() => expect(home().querySelector('main h1')?.textContent).toBe('Lab tests at home, reports you can trust'));
  });
});

describe('Privacy policy', () => {
  it("has the 8 sections and a 'last updated' line with the current year", async () => {
    const { main, view } = await openScreen('#/privacy-policy', 'Privacy Policy');
    expect(view.getByText(`Last updated: ${new Date().getFullYear()}`)).toBeTruthy();
    expect(texts(main.querySelectorAll('h2'))).toEqual(
      numbered([
        'Information we collect', 'How we use your information', 'Sharing of information', 'Data security',
        'Your rights', 'Cookies and local storage', 'Changes to this policy', 'Contact us',
      ]),
    );
  });
});

describe('Terms and conditions', () => {
  it('has the 11 sections in order, under the law of India with courts in Bengaluru', async () => {
    const { main, view } = await openScreen('#/terms-and-conditions', 'Terms and Conditions');
    expect(texts(main.querySelectorAll('h2'))).toEqual(
      numbered([
        'Acceptance of terms', 'Description of service', 'User responsibilities', 'Booking and payment', 'Test results',
        'Privacy', 'Limitation of liability', 'Disclaimer', 'Modifications', 'Governing law', 'Contact information',
      ]),
    );
    expect(view.getByText(/booking platform/)).toBeTruthy();
    expect(view.getByText(/We do not provide medical advice/)).toBeTruthy();
    expect(view.getByText(/governed by the laws of India/).textContent).toContain('courts in Bengaluru');
  });
});

describe('Error page', () => {
  it("shows 'Oops! Something went wrong' with tips, support links and four popular pages", async () => {
    const { view } = await openScreen('#/error', 'Oops! Something went wrong');
    expect(within(view.getByRole('region', { name: 'What you can try' })).getAllByRole('listitem')).toHaveLength(4);
    const support = within(view.getByRole('region', { name: 'Need help with a booking?' }));
    expect(support.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe(TEL);
    expect(support.getByRole('link', { name: 'E-mail us' }).getAttribute('href')).toBe('mailto:care@sanjeevanidiagnostics.in');
    expect(support.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(WHATSAPP);
    const popular = within(view.getByRole('region', { name: 'Popular pages' })).getAllByRole('link');
    expect(popular.map((link) => link.getAttribute('href'))).toEqual(['#/checkups', '#/woman-care', '#/men-care', '#/vital-organ']);
  });

  it('the cart without a userId redirects to #/error', async () => {
    await openScreen('#/cart', 'Oops! Something went wrong');
    expect(location.hash).toBe('#/error');
  });

  for (const path of ['/search?q=vitamin', '/no-such-page', '/offers', '/create-package']) {
    it(`#${path} shows the error page`, async () => {
      await openScreen(`#${path}`, 'Oops! Something went wrong');
    });
  }
});
