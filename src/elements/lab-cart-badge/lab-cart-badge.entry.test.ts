import { describe, it } from 'vitest';
import '../../../widgets/lab-cart-badge';
import { mount, shows } from '../../../tests/entries/support/page';

describe('lab-cart-badge with only its own texts', () => {
  it('shows every text of the badge with items in the cart', async () => {
    // A logged-in visitor's cart as the browser stored it (product §3): the badge shows its count.
    localStorage.setItem('userId', 'u1');
    localStorage.setItem('cart', JSON.stringify([{ _id: 't1' }, { _id: 't2' }]));
    const badge = await mount('<lab-cart-badge></lab-cart-badge>');
    await shows(badge, (text) => text.includes('2items'));
  });
});
