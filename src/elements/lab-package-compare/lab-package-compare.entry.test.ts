import { describe, it } from 'vitest';
import '../../../widgets/lab-package-compare';
import { $userId, $userToken } from '../../stores/session';
import { withLabApi } from '../../../tests/entries/support/labApi';
import { click, mount, shows } from '../../../tests/entries/support/page';

const lab = withLabApi();

describe('lab-package-compare with only its own texts', () => {
  it('shows every text of the table, of Add to cart before and after login, and of a package not found', async () => {
    const compare = await mount('<lab-package-compare test-ids="t1,t1-again,no-such-package"></lab-package-compare>');
    lab.api.answer(({ path }) =>
      path === '/api/v1/tests/no-such-package'
        ? { status: 404, json: { success: false, message: 'Test not found' } }
        : { json: { success: true, data: { _id: path.split('/').pop(), name: 'Basic Full Body Checkup', category: 'Full Body Checkup', description: '', price: 999, fastingRequired: true, includedTests: [{ category: 'CBC', tests: ['Haemoglobin'] }] } } },
    );
    await shows(compare, (text) => text.includes('Package not found: no-such-package') && text.includes('Included'));
    await shows(compare, (text) => text.includes('These packages include the same tests.') && text.includes('Report time'));
    await click(compare, '.comparison__facts .button');
    await shows(compare, (text) => text.includes('Please login to add items to cart'));
    $userToken.set('tok-1');
    $userId.set('u1');
    await click(compare, '.comparison__facts .button');
    await shows(compare, (text) => text.includes('Item added to cart successfully!'));
  });

  it('says why it compares nothing, in Kannada too', async () => {
    const compare = await mount('<lab-package-compare test-ids="t1" lang="kn"></lab-package-compare>');
    await shows(compare, (text) => text.includes('ಹೋಲಿಸಲು 2 ಅಥವಾ 3 ಪ್ಯಾಕೇಜ್‌ಗಳನ್ನು ಆರಿಸಿ.'));
  });
});
