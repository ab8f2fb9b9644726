import { describe, expect, it } from 'vitest';
import { ga4Hit } from '../../src/analytics/ga4Hit';
import { looksLikeContact } from '../../src/lib/contactLike';

const contactDetails = [
  '9886012345',
  '+91 98860 12345',
  '098860-12345',
  '(080) 4718 2200 11',
  '98765.43210',
  '98765/43210',
  '９８７６５４３２１０',
  '९८७६५४३२१०',
  'call 98765 then 43210',
  'asha@example.in',
  'asha＠example.in',
  '@',
];
const searches = ['thyroid', 'vitamin d 25', 'hba1c', '560001', '123456789', '१२३', 't3 t4 tsh'];

describe('a search term that looks like contact details', () => {
  it('is a mobile number (ten digits once separators are gone, full-width digits too) or has an @', () => {
    expect(contactDetails.filter((term) => !looksLikeContact(term))).toEqual([]);
    expect(searches.filter(looksLikeContact)).toEqual([]);
  });

  it('is what the analytics bridge drops, so the element and the bridge keep one rule', () => {
    for (const term of [...contactDetails, ...searches]) {
      expect(ga4Hit('search', { search_term: term }) === undefined, term).toBe(looksLikeContact(term));
    }
  });
});
