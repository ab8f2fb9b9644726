import { describe, it } from 'vitest';
import '../../../widgets/lab-search-box';
import { withLabApi } from '../../../tests/entries/support/labApi';
import { mount, shows, typeInto } from '../../../tests/entries/support/page';

const lab = withLabApi();

describe('lab-search-box with only its own texts', () => {
  it('shows every text of the empty box, its suggestions and no match', async () => {
    const box = await mount('<lab-search-box></lab-search-box>');
    await shows(box, (text) => text.includes('Search'));
    await typeInto(box, 'input', 'full body');
    await shows(box, (text) => text.includes('Basic Full Body Checkup'));
    lab.api.answer(() => ({ json: { success: true, data: [] } }));
    await typeInto(box, 'input', 'nothing like it');
    await shows(box, (text) => text.includes('No results'));
  });
});
