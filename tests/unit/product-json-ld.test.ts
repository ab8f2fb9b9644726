import { describe, expect, it } from 'vitest';
import type { LabTest } from '../../src/domain/labTest';
import { productJsonLd } from '../../src/domain/productJsonLd';
import { itemListJsonLd } from '../../src/domain/itemListJsonLd';
import { jsonLdText } from '../../src/lib/jsonLdText';
import { schemaOrgProblems } from './support/schemaOrgVocabulary';

const thyroid: LabTest = {
  _id: 'thyroid-profile-total',
  name: 'Thyroid Profile Total (T3, T4, TSH)',
  description: 'Checks how the thyroid works.',
  category: 'Thyroid',
  price: 449,
  originalPrice: 700,
  imagePath: '/images/thyroid.svg',
  fastingRequired: false,
  includedTests: [{ category: 'Thyroid', tests: ['T3', 'T4', 'TSH'] }],
};
const single: LabTest = { ...thyroid, _id: 'tsh', name: 'TSH', price: 199, includedTests: [] };
const addresses = { imageUrl: 'https://api.lab.example/images/thyroid.svg', url: 'https://lab.example/#/product?id=thyroid-profile-total' };

describe('productJsonLd', () => {
  it('describes a package as a Product and a MedicalTestPanel offered at its selling price in rupees', () => {
    const data = productJsonLd(thyroid, addresses);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['Product', 'MedicalTestPanel'],
      name: thyroid.name,
      description: thyroid.description,
      image: addresses.imageUrl,
      sku: thyroid._id,
      url: addresses.url,
      offers: { '@type': 'Offer', price: 449, priceCurrency: 'INR', availability: 'https://schema.org/InStock', url: addresses.url },
      subTest: [{ '@type': 'MedicalTest', name: 'T3' }, { '@type': 'MedicalTest', name: 'T4' }, { '@type': 'MedicalTest', name: 'TSH' }],
    });
    expect(schemaOrgProblems(data)).toEqual([]);
  });

  it('describes a single test as a Product and a MedicalTest, leaving out the addresses it was not given', () => {
    const data = productJsonLd(single);
    expect(data['@type']).toEqual(['Product', 'MedicalTest']);
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('url');
    expect(data).not.toHaveProperty('subTest');
    expect(schemaOrgProblems(data)).toEqual([]);
  });

  it('lists a listing as an ItemList of its products, in the order shown', () => {
    const data = itemListJsonLd('Full Body Checkup', [{ test: single, options: {} }, { test: thyroid, options: addresses }]);
    expect(data).toMatchObject({ '@type': 'ItemList', numberOfItems: 2 });
    const items = data.itemListElement as { position: number; item: { name: string } }[];
    expect(items.map((entry) => [entry.position, entry.item.name])).toEqual([[1, 'TSH'], [2, thyroid.name]]);
    expect(schemaOrgProblems(data)).toEqual([]);
  });

  it('escapes every < so a name cannot end the script it is written in', () => {
    const text = jsonLdText(productJsonLd({ ...single, name: 'TSH </script><script>alert(1)</script> <!--' }));
    expect(text).not.toContain('<');
    expect((JSON.parse(text) as { name: string }).name).toBe('TSH </script><script>alert(1)</script> <!--');
  });
});

describe('the schema.org check itself', () => {
  it('fails unknown types and properties, properties of other types, and values out of range', () => {
    expect(schemaOrgProblems({ '@type': 'Medicine', name: 'x' })).toEqual(['$: unknown @type "Medicine"']);
    expect(schemaOrgProblems({ '@type': 'Product', cost: 5 })).toEqual(['$.cost: no such property']);
    expect(schemaOrgProblems({ '@type': 'Product', priceCurrency: 'INR' })).toEqual(['$.priceCurrency: not a property of Product']);
    expect(schemaOrgProblems({ '@type': 'Product', subTest: [] })).toEqual(['$.subTest: not a property of Product']);
    expect(schemaOrgProblems({ '@type': 'Product', url: '/relative' })).toEqual(['$.url: "/relative" is not a URL']);
    expect(schemaOrgProblems({ '@type': 'Offer', availability: 'in stock' })).toEqual(['$.availability: "in stock" is not a ItemAvailability']);
    expect(schemaOrgProblems({ '@type': 'Product', offers: { '@type': 'ListItem' } })).toEqual(['$.offers: ListItem is not a Demand or Offer']);
    expect(schemaOrgProblems({ '@type': 'ItemList', numberOfItems: 1.5 })).toEqual(['$.numberOfItems: 1.5 is not a Integer']);
  });
});
