import { describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../demo/api/seed/catalogue';
import { findCartOverlaps, itemsIncluding, type ItemWithTests } from '../../src/lib/cartOverlaps';
import { namesMatch, readName } from '../../src/lib/testNames';

const item = (_id: string, price: number, tests: string[], name = _id): ItemWithTests => ({
  _id,
  name,
  price,
  includedTests: [{ category: 'Group', tests }],
});

/** A test of the reference catalogue, as `GET /tests/{id}` gives it. */
function seeded(id: string): ItemWithTests {
  const test = seedCatalogue.find((candidate) => candidate.id === id);
  if (!test) throw new Error(`no ${id} in the seed`);
  return { _id: test.id, name: test.name, price: test.price, includedTests: test.includedTests };
}

describe('test names', () => {
  const match = (first: string, second: string) => namesMatch(readName(first), readName(second));

  it('match whatever the case and spacing', () => {
    expect(match('TSH', 'tsh')).toBe(true);
    expect(match('Vitamin  D (25-OH)', 'vitamin d (25-oh)')).toBe(true);
    expect(match('Total T3', 'TotalT3')).toBe(true);
  });

  it('match a name with its abbreviation in brackets, either way round', () => {
    for (const other of ['TSH (Thyroid Stimulating Hormone)', 'Thyroid Stimulating Hormone (TSH)', 'Thyroid Stimulating Hormone']) {
      expect(match('TSH', other)).toBe(other !== 'Thyroid Stimulating Hormone');
    }
    expect(match('TSH (Thyroid Stimulating Hormone)', 'Thyroid Stimulating Hormone (TSH)')).toBe(true);
    expect(match('Thyroid Stimulating Hormone', 'Thyroid Stimulating Hormone (TSH)')).toBe(true);
    expect(match('TSH (Ultrasensitive)', 'TSH')).toBe(true);
  });

  it('do not match two tests that only share a qualifier in brackets', () => {
    expect(match('C-Reactive Protein (Quantitative)', 'Beta hCG (Quantitative)')).toBe(false);
    expect(match('Total T3 (Triiodothyronine)', 'Free T3')).toBe(false);
    expect(match('Bilirubin', 'Bilirubin Total')).toBe(false);
  });
});

describe('overlaps in the cart', () => {
  it('finds a single test that a package already includes, by its name, with the amount to save', () => {
    const tsh = item('tsh', 249, ['TSH (Ultrasensitive)'], 'TSH (Thyroid Stimulating Hormone)');
    const checkup = item('checkup', 999, ['Total T3', 'Total T4', 'Thyroid Stimulating Hormone (TSH)', 'Haemoglobin']);
    expect(findCartOverlaps([tsh, checkup])).toEqual([{ kind: 'included', item: tsh, container: checkup }]);
  });

  it('finds a test whose own tests are all in a package, whatever its name', () => {
    const thyroid = item('thyroid', 449, ['T3', 'T4', 'tsh'], 'Thyroid Profile');
    const checkup = item('checkup', 999, ['T3', 'T4', 'TSH (Thyroid Stimulating Hormone)', 'Haemoglobin']);
    expect(findCartOverlaps([checkup, thyroid])).toEqual([{ kind: 'included', item: thyroid, container: checkup }]);
  });

  it('says which tests two packages share, and leaves the choice to the visitor', () => {
    const combo = item('combo', 1199, ['T3', 'T4', 'TSH', 'Vitamin D']);
    const checkup = item('checkup', 999, ['Haemoglobin', 'tsh', 't3', 'T4']);
    expect(findCartOverlaps([combo, checkup])).toEqual([{ kind: 'shared', first: combo, second: checkup, tests: ['T3', 'T4', 'TSH'] }]);
  });

  it('of two items with the same tests, the dearer one is the one to remove', () => {
    const cheaper = item('cheaper', 400, ['T3', 'T4', 'TSH']);
    const dearer = item('dearer', 500, ['t3', 't4', 'tsh']);
    expect(findCartOverlaps([dearer, cheaper])).toEqual([{ kind: 'included', item: dearer, container: cheaper }]);
    const twin = item('twin', 400, ['T3', 'T4', 'TSH']);
    expect(findCartOverlaps([cheaper, twin])).toEqual([{ kind: 'included', item: twin, container: cheaper }]);
  });

  it('names a container that stays in the cart, not one that is itself included in another', () => {
    const tsh = item('tsh', 249, ['TSH']);
    const thyroid = item('thyroid', 449, ['T3', 'T4', 'TSH']);
    const checkup = item('checkup', 999, ['T3', 'T4', 'TSH', 'Haemoglobin']);
    expect(findCartOverlaps([tsh, thyroid, checkup])).toEqual([
      { kind: 'included', item: tsh, container: checkup },
      { kind: 'included', item: thyroid, container: checkup },
    ]);
  });

  it('says nothing of items that share no test, nor of an item to remove anyway', () => {
    expect(findCartOverlaps([item('a', 1, ['Haemoglobin']), item('b', 1, ['Vitamin D'])])).toEqual([]);
    const tsh = item('tsh', 249, ['TSH']);
    const checkup = item('checkup', 999, ['TSH', 'T3']);
    const combo = item('combo', 1199, ['TSH', 'Vitamin D']);
    expect(findCartOverlaps([tsh, checkup, combo]).map((overlap) => overlap.kind)).toEqual(['included', 'shared']);
  });

  it('works on the reference catalogue: thyroid tests and packages with the thyroid group', () => {
    const basic = seeded('full-body-basic');
    for (const single of ['tsh', 'thyroid-profile-total', 'cbc', 'lipid-profile']) {
      expect(findCartOverlaps([seeded(single), basic])).toEqual([{ kind: 'included', item: seeded(single), container: basic }]);
    }
    const [shared] = findCartOverlaps([seeded('exclusive-vitamin-thyroid'), basic]);
    expect(shared).toMatchObject({
      kind: 'shared',
      tests: ['Total T3 (Triiodothyronine)', 'Total T4 (Thyroxine)', 'TSH (Thyroid Stimulating Hormone)'],
    });
    expect(findCartOverlaps([seeded('tsh'), seeded('thyroid-free-profile')])).toHaveLength(1);
    expect(findCartOverlaps([seeded('semen-analysis'), basic])).toEqual([]);
  });
});

describe("the product screen's notice", () => {
  it('names the cart items that include the viewed test, not the test itself', () => {
    const basic = seeded('full-body-basic');
    const combo = seeded('exclusive-vitamin-thyroid');
    expect(itemsIncluding(seeded('tsh'), [seeded('tsh'), seeded('vitamin-d'), basic, combo])).toEqual([basic, combo]);
    expect(itemsIncluding(seeded('vitamin-d'), [basic])).toEqual([]);
  });
});
