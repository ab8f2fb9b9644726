import { afterAll, beforeAll, describe, it } from 'vitest';
import '../../widgets/lab-search-box';
import { startCannedApi, type CannedApi } from '../unit/support/cannedApi';
import { answerLikeTheLab } from './support/labApi';
import { mount, shows, type } from './support/page';

let api: CannedApi;
beforeAll(async () => {
  api = await startCannedApi();
  api.answer(answerLikeTheLab);
});
afterAll(() => api.close());

describe('lab-search-box with only its own texts', () => {
  it('shows every text of the empty box, its suggestions and no match', async () => {
    const box = await mount('<lab-search-box></lab-search-box>');
    await shows(box, (text) => text.includes('Search'));
    await type(box, 'input', 'full body');
    await shows(box, (text) => text.includes('Basic Full Body Checkup'));
    api.answer(() => ({ json: { success: true, data: [] } }));
    await type(box, 'input', 'nothing like it');
    await shows(box, (text) => text.includes('No results'));
  });
});
