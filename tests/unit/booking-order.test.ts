import { describe, expect, it } from 'vitest';
import { orderItems, orderNeedsFasting, orderProblems, orderTotals, peopleInOrder } from '../../src/lib/bookingOrder';
import { addressProblems, emptyAddressDraft } from '../../src/lib/addressDraft';
import { emptyPersonDraft, personProblems } from '../../src/lib/personDraft';

/** The checkout's rules: who each test is for, what it costs, and what its forms accept. */
const cbc = { _id: 'cbc', name: 'Complete Blood Count', category: 'Blood', price: 299, fastingRequired: false };
const lipid = { _id: 'lipid', name: 'Lipid Profile', category: 'Heart', price: 599, fastingRequired: true };

describe('an order of tests for people', () => {
  it('counts a test for two people twice, in the items and in the total', () => {
    const assignments = { cbc: ['me', 'mother'] };
    expect(orderItems([cbc], assignments)).toEqual([
      { testId: 'cbc', personId: 'me' },
      { testId: 'cbc', personId: 'mother' },
    ]);
    expect(orderTotals([cbc], assignments)).toEqual({ testsTotal: 598, fee: 0, total: 598 });
  });

  it('charges ₹100 for home collection under ₹500 and nothing from ₹500', () => {
    expect(orderTotals([cbc], { cbc: ['me'] })).toEqual({ testsTotal: 299, fee: 100, total: 399 });
    expect(orderTotals([cbc, lipid], { cbc: ['me'], lipid: ['me'] })).toEqual({ testsTotal: 898, fee: 0, total: 898 });
  });

  it('needs someone for every test, and at most 5 people in one booking', () => {
    expect(orderProblems([cbc, lipid], { cbc: ['me'] })).toEqual([{ kind: 'noPerson', testId: 'lipid' }]);
    const six = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(orderProblems([cbc, lipid], { cbc: six.slice(0, 3), lipid: six.slice(3) })).toEqual([{ kind: 'tooManyPeople' }]);
    expect(orderProblems([cbc, lipid], { cbc: six.slice(0, 5), lipid: six.slice(0, 5) })).toEqual([]);
    expect(peopleInOrder([cbc, lipid], { cbc: ['b', 'a'], lipid: ['a', 'c'] })).toEqual(['b', 'a', 'c']);
  });

  it('needs fasting when any test does', () => {
    expect(orderNeedsFasting([cbc])).toBe(false);
    expect(orderNeedsFasting([cbc, lipid])).toBe(true);
  });
});

describe('a person as typed', () => {
  it('asks for everything, and "I agree" ticked, before it is kept', () => {
    expect(personProblems(emptyPersonDraft())).toEqual({
      name: 'required',
      age: 'required',
      gender: 'choose',
      relation: 'choose',
      consent: 'consent',
    });
  });

  it('takes ages from 0 to 120 only, and a guardian\'s word under 18', () => {
    const person = { ...emptyPersonDraft('child'), name: 'Anika', gender: 'female' as const, consent: true };
    expect(personProblems({ ...person, age: '121' })).toEqual({ age: 'age' });
    expect(personProblems({ ...person, age: '0' })).toEqual({ guardianConsent: 'guardian' });
    expect(personProblems({ ...person, age: '17', guardianConsent: true })).toEqual({});
    expect(personProblems({ ...person, age: '18' })).toEqual({});
  });
});

describe('an address as typed', () => {
  const address = { ...emptyAddressDraft('560003'), line1: '12, 4th Cross', area: 'Malleswaram', consent: true };

  it('is kept with house and street, area, city, a served pin code and "I agree"; the landmark may stay empty', () => {
    expect(addressProblems(address)).toEqual({});
    expect(addressProblems(emptyAddressDraft())).toEqual({ line1: 'required', area: 'required', pincode: 'pincode', consent: 'consent' });
  });

  it("refuses a pin code by the checker's rule and list: 6 digits, and served", () => {
    expect(addressProblems({ ...address, pincode: '56000' })).toEqual({ pincode: 'pincode' });
    expect(addressProblems({ ...address, pincode: '110001' })).toEqual({ pincode: 'notServed' });
  });
});
