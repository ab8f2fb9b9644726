import { describe, it } from 'vitest';
import '../../../widgets/lab-header';
import { withLabApi } from '../../../tests/entries/support/labApi';
import { click, mount, shows, typeInto } from '../../../tests/entries/support/page';

withLabApi();

describe('lab-header with only its own texts', () => {
  it('shows every text from a visitor searching and logging in to the account menu', async () => {
    const header = await mount('<lab-header></lab-header>');
    await shows(header, (text) => text.includes('Login'));
    await typeInto(header, 'input[role="combobox"]', 'full body');
    await shows(header, (text) => text.includes('Basic Full Body Checkup'));
    await click(header, '.account__login');
    await shows(header, (text) => text.includes('Send OTP'));
    await typeInto(header, 'input[type="tel"]', '9876543210');
    await click(header, '.login-panel button[type="submit"]');
    await shows(header, (text) => text.includes('One-time password (OTP)'));
    await typeInto(header, 'input[autocomplete="one-time-code"]', '123456');
    await click(header, '.login-panel button[type="submit"]');
    await shows(header, (text) => text.includes('Login successful'));
    await click(header, '.account__toggle');
    await shows(header, (text) => text.includes('You are logged in'));
  });
});
