import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartPreparation } from './CartPreparation';
import { summarisePreparation } from '../../../../lib/preparation';

/**
 * The cart's preparation list as shown, from items as the reference catalogue gives them
 * (demo/api/seed/single-tests.ts). The summary's rules: tests/unit/preparation.test.ts; a cart
 * with a fasting package, from the real server: tests/e2e/cart-preparation.spec.ts.
 */
describe('the cart preparation list', () => {
  it("tests without fasting, and an item without sample type or report time: 'Blood' and '24 hours'", () => {
    const items = [
      // Uric Acid gives neither sample type nor report time; ESR: Blood, same day.
      { name: 'Uric Acid', fastingRequired: false },
      { name: 'ESR (Erythrocyte Sedimentation Rate)', sampleType: 'Blood', fastingRequired: false, reportTime: 'Same day' },
    ];
    const { container } = render(<CartPreparation preparation={summarisePreparation(items)} />);
    const preparation = container.querySelector('.cart-prep')?.textContent;
    expect(preparation).toContain('FastingNot required for these tests');
    expect(preparation).toContain('SamplesBlood');
    expect(preparation).not.toContain('Blood, Blood');
    expect(preparation).toContain('All reports within24 hours');
  });
});
