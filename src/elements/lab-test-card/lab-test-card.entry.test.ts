import { describe, it } from 'vitest';
import '../../../widgets/lab-test-card';
import { $userId, $userToken } from '../../stores/session';
import { withLabApi } from '../../../tests/entries/support/labApi';
import { click, mount, shows } from '../../../tests/entries/support/page';

const lab = withLabApi();

describe('lab-test-card with only its own texts', () => {
  it('shows every text of the card, of Add to cart before and after login, and of Product not found', async () => {
    const card = await mount('<lab-test-card test-id="t1"></lab-test-card>');
    await shows(card, (text) => text.includes('Basic Full Body Checkup') && text.includes('2 tests included'));
    await click(card, '.article-card__buy .button');
    await shows(card, (text) => text.includes('Please login to add items to cart'));
    $userToken.set('tok-1');
    $userId.set('u1');
    await click(card, '.article-card__buy .button');
    await shows(card, (text) => text.includes('Item added to cart successfully!'));
    lab.api.answer(() => ({ status: 404, json: { success: false, message: 'Test not found' } }));
    const unknown = await mount('<lab-test-card test-id="no-such-test"></lab-test-card>');
    await shows(unknown, (text) => text.includes('Product not found'));
  });

  it('shows every text of a failed read, in Kannada too', async () => {
    lab.api.answer(() => ({ status: 500, json: { success: false } }));
    const card = await mount('<lab-test-card test-id="t-failing" lang="kn"></lab-test-card>');
    await shows(card, (text) => text.includes('ಇದನ್ನು ಲೋಡ್ ಮಾಡಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ'));
  });
});
