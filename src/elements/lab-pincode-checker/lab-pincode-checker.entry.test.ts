import { fireEvent } from '@testing-library/dom';
import { act } from 'react';
import { describe, it } from 'vitest';
import '../../../widgets/lab-pincode-checker';
import { click, find, mount, shows, typeInto } from '../../../tests/entries/support/page';

describe('lab-pincode-checker with only its own texts', () => {
  it('shows every text from the empty field to both answers', async () => {
    const checker = await mount('<lab-pincode-checker></lab-pincode-checker>');
    await shows(checker, (text) => text.includes('Check'));
    await typeInto(checker, 'input', '123');
    await act(async () => fireEvent.keyDown(find(checker, 'input'), { key: 'Enter' }));
    await shows(checker, (text) => text.includes('valid 6-digit'));
    await typeInto(checker, 'input', '560001');
    await click(checker, 'button[type="submit"]');
    await shows(checker, (text) => text.includes('Great! Service Available'));
    await typeInto(checker, 'input', '110001');
    await click(checker, 'button[type="submit"]');
    await shows(checker, (text) => text.includes('Service Not Available'));
  });
});
