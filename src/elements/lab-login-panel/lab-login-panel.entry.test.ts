import { describe, it } from 'vitest';
import '../../../widgets/lab-login-panel';
import { withLabApi } from '../../../tests/entries/support/labApi';
import { click, mount, shows, typeInto } from '../../../tests/entries/support/page';

withLabApi();

describe('lab-login-panel with only its own texts', () => {
  it('shows every text of the phone step and the code step', async () => {
    const panel = await mount('<lab-login-panel open></lab-login-panel>');
    await shows(panel, (text) => text.includes('Send OTP'));
    await click(panel, 'button[type="submit"]');
    await shows(panel, (text) => text.includes('valid 10-digit phone number'));
    await typeInto(panel, 'input[type="tel"]', '9876543210');
    await click(panel, 'button[type="submit"]');
    await shows(panel, (text) => text.includes('One-time password (OTP)'));
    await click(panel, 'button[type="submit"]');
    await shows(panel, (text) => text.includes('valid 6-digit OTP'));
    await click(panel, '.login-panel__links button:last-child');
    await shows(panel, (text) => text.includes('Send OTP'));
  });
});
