import { describe, expect, expectTypeOf, it } from 'vitest';
import { commerceItem, commerceItemsDetail, type CommerceItem } from '../../src/analytics/commerceItem';
import { detailTypeText, type LabEventDetailMap } from '../../src/elementRuntime/events/labEventCatalogue';

const thyroid = { _id: 't-17', name: 'Thyroid Profile', category: 'Thyroid', price: 499, originalPrice: 799 };
const sugar = { _id: 't-3', name: 'Fasting Blood Sugar', category: 'Diabetes', price: 120.1 };

describe('a commerce item built from a test or package', () => {
  it('carries its id, name, category and the price the visitor pays', () => {
    expect(commerceItem(sugar)).toEqual({
      item_id: 't-3',
      item_name: 'Fasting Blood Sugar',
      item_category: 'Diabetes',
      price: 120.1,
    });
  });

  it('gives the saving on the original price as the discount', () => {
    expect(commerceItem(thyroid)).toMatchObject({ price: 499, discount: 300 });
  });

  it('gives no discount when the original price is not above the price', () => {
    expect(commerceItem({ ...thyroid, originalPrice: 499 })).not.toHaveProperty('discount');
    expect(commerceItem({ ...thyroid, originalPrice: 300 })).not.toHaveProperty('discount');
  });

  it('names the listing it was chosen from, when there is one', () => {
    expect(commerceItem(thyroid, 'Thyroid checkups').item_list_name).toBe('Thyroid checkups');
    expect(commerceItem(thyroid, '')).not.toHaveProperty('item_list_name');
  });

  it('takes a cart item as it is (no original price)', () => {
    const cartItem = { _id: 'c-1', name: 'Lipid Profile', category: 'Heart', description: '', price: 650 };
    expect(commerceItem(cartItem)).toEqual({ item_id: 'c-1', item_name: 'Lipid Profile', item_category: 'Heart', price: 650 });
  });
});

describe('a commerce detail around its items', () => {
  it('is in rupees and its value is the sum of the prices, free of floating-point noise', () => {
    const items = [commerceItem(thyroid), commerceItem(sugar), commerceItem({ ...sugar, price: 0.2 })];
    expect(commerceItemsDetail(items)).toEqual({ currency: 'INR', value: 619.3, items });
  });

  it('adds the partner only when one is known', () => {
    expect(commerceItemsDetail([], 'clinic-42')).toEqual({ currency: 'INR', value: 0, items: [], partner: 'clinic-42' });
    expect(commerceItemsDetail([], '')).not.toHaveProperty('partner');
  });

  it('is the detail of every item event', () => {
    expectTypeOf(commerceItemsDetail([])).toExtend<LabEventDetailMap['lab-add-to-cart']>();
  });
});

describe('the commerce events in the catalogue', () => {
  it('print their detail as TypeScript, optional fields marked', () => {
    expect(detailTypeText('lab-add-to-cart')).toBe(
      "{ currency: 'INR'; value: number; items: CommerceItem[]; partner?: string }",
    );
    expect(detailTypeText('lab-view-item-list')).toBe(
      "{ item_list_name: string; currency: 'INR'; value: number; items: CommerceItem[]; partner?: string }",
    );
    expect(detailTypeText('lab-search')).toBe('{ search_term: string; partner?: string }');
  });

  it('type their detail exactly', () => {
    expectTypeOf<LabEventDetailMap['lab-view-cart']>().toEqualTypeOf<{
      readonly currency: 'INR';
      readonly value: number;
      readonly items: CommerceItem[];
      readonly partner?: string;
    }>();
    expectTypeOf<LabEventDetailMap['lab-select-item']>().toHaveProperty('item_list_name').toEqualTypeOf<
      string | undefined
    >();
    expectTypeOf<LabEventDetailMap['lab-search']>().toEqualTypeOf<{
      readonly search_term: string;
      readonly partner?: string;
    }>();
    expectTypeOf<LabEventDetailMap['lab-cart-change']>().toEqualTypeOf<{ readonly count: number }>();
  });
});
