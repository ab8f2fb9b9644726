import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerIdRule } from '../../demo/api/cart/partner';
import { partnerCredits } from '../../demo/api/cart/partner-report';
import { dataOf, logIn } from './support/login';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

type Session = { token: string; userId: string };

let server: TestServer;
let asha: Session;
let ravi: Session;
let meena: Session;

beforeAll(async () => {
  server = await startTestServer();
  asha = await logIn(server, '9876500011');
  ravi = await logIn(server, '9876500012');
  meena = await logIn(server, '9876500013');
});
afterAll(() => server.close());

const add = (who: Session, testId: string, partner?: unknown) =>
  server.request('POST', '/api/v1/cart/add', { token: who.token, body: { userId: who.userId, testId, partner } });
const remove = (who: Session, testId: string) =>
  server.request('DELETE', '/api/v1/cart/remove', { token: who.token, body: { userId: who.userId, testId } });
const cartIds = async (who: Session) =>
  dataOf<{ _id: string }[]>(await server.request('GET', `/api/v1/cart/${who.userId}`, { token: who.token })).map((item) => item._id);

/** The partner recorded with a cart item: null for none, undefined when the item is not there. */
async function partnerOf(who: Session, testId: string): Promise<string | null | undefined> {
  const rows = await server.db.query<{ partner_id: string | null }>(
    'SELECT partner_id FROM cart_items WHERE user_id = $1 AND test_id = $2',
    [who.userId, testId],
  );
  return rows[0]?.partner_id;
}

describe('a cart add with a partner', () => {
  it('records the partner with the item', async () => {
    const response = await add(asha, 'tsh', 'green-valley-clinic');
    expect(response.body).toEqual({ success: true, message: 'Item added to cart successfully!' });
    expect(await partnerOf(asha, 'tsh')).toBe('green-valley-clinic');
  });

  it('lists the cart exactly as product §7 has it, without the partner', async () => {
    const items = dataOf<Record<string, unknown>[]>(await server.request('GET', `/api/v1/cart/${asha.userId}`, { token: asha.token }));
    expect(items).toEqual([{ _id: 'tsh', name: expect.any(String), category: 'Thyroid', description: expect.any(String), price: 249 }]);
  });

  it('keeps the first partner when the same test is added again from another partner', async () => {
    const again = await add(asha, 'tsh', 'city-pharmacy');
    expect(again.body).toEqual({ success: true, message: 'Item is already in your cart' });
    expect(await partnerOf(asha, 'tsh')).toBe('green-valley-clinic');
  });

  it('keeps the first partner when the same test is added again without one', async () => {
    await add(asha, 'tsh');
    expect(await partnerOf(asha, 'tsh')).toBe('green-valley-clinic');
  });

  it('drops the credit with the removed item, and a later add credits its own partner', async () => {
    await remove(asha, 'tsh');
    expect(await partnerOf(asha, 'tsh')).toBeUndefined();
    await add(asha, 'tsh', 'city-pharmacy');
    expect(await partnerOf(asha, 'tsh')).toBe('city-pharmacy');
  });

  it('accepts an id of 64 characters', async () => {
    const longest = 'A-b_9'.repeat(12) + 'abcd';
    expect((await add(asha, 'cbc', longest)).status).toBe(200);
    expect(await partnerOf(asha, 'cbc')).toBe(longest);
  });
});

describe('a cart add without a partner', () => {
  it('adds as before and records no partner', async () => {
    const response = await server.request('POST', '/api/v1/cart/add', { token: ravi.token, body: { userId: ravi.userId, testId: 'hba1c' } });
    expect(response.body).toEqual({ success: true, message: 'Item added to cart successfully!' });
    expect(await partnerOf(ravi, 'hba1c')).toBeNull();
  });

  it('does not credit a partner who adds the test later (first touch)', async () => {
    expect((await add(ravi, 'hba1c', 'green-valley-clinic')).body).toEqual({ success: true, message: 'Item is already in your cart' });
    expect(await partnerOf(ravi, 'hba1c')).toBeNull();
  });
});

describe('a malformed partner', () => {
  it.each([
    ['a number', 42],
    ['null', null],
    ['a boolean', true],
    ['a list', ['green-valley-clinic']],
    ['an object', { id: 'green-valley-clinic' }],
    ['an empty string', ''],
    ['65 characters', 'a'.repeat(65)],
    ['a space', 'green valley'],
    ['a trailing newline', 'green-valley\n'],
    ['a slash', 'clinics/green-valley'],
    ['markup', '<script>alert(1)</script>'],
    ['a letter outside ASCII', 'clínica'],
    ['an emoji', 'clinic-🏥'],
    ['SQL', "x'; DROP TABLE cart_items; --"],
  ])('is refused with 400 when it is %s, and nothing is added', async (_case, partner) => {
    const response = await add(meena, 'lipid-profile', partner);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: partnerIdRule });
    expect(await cartIds(meena)).toEqual([]);
  });

  it('holding a NUL character is refused with 400 like any such body, and nothing is added', async () => {
    const response = await add(meena, 'lipid-profile', 'green\u0000valley');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: 'Request body must not contain NUL characters' });
    expect(await cartIds(meena)).toEqual([]);
  });

  it('is refused before the test is looked up', async () => {
    const response = await add(meena, 'no-such-test', 'green valley');
    expect(response.status).toBe(400);
  });
});

describe('parallel adds of one test from different partners', () => {
  it('keep one item credited to the one partner whose add put it in the cart', async () => {
    const partners = Array.from({ length: 12 }, (_, index) => `partner-${index}`);
    const responses = await Promise.all(partners.map((partner) => add(meena, 'vitamin-d', partner)));
    expect(responses.map((response) => response.status)).toEqual(partners.map(() => 200));
    const winners = partners.filter(
      (_, index) => (responses[index]?.body as { message: string }).message === 'Item added to cart successfully!',
    );
    expect(winners).toHaveLength(1);
    expect(await cartIds(meena)).toEqual(['vitamin-d']);
    expect(await partnerOf(meena, 'vitamin-d')).toBe(winners[0]);
  });
});

describe('bodies that are not JSON', () => {
  it.each([
    ['text/plain', (userId: string) => JSON.stringify({ userId, testId: 'lipid-profile', partner: 'green-valley-clinic' })],
    ['application/x-www-form-urlencoded', (userId: string) => `userId=${userId}&testId=lipid-profile&partner=green-valley-clinic`],
  ])('are refused with 415 as Content-Type %s, and nothing is added', async (contentType, bodyFor) => {
    const response = await fetch(`${server.url}/api/v1/cart/add`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ravi.token}`, 'Content-Type': contentType },
      body: bodyFor(ravi.userId),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ success: false, message: 'Request body must be JSON (Content-Type: application/json)' });
    expect(await cartIds(ravi)).toEqual(['hba1c']);
  });
});

describe('the partner report', () => {
  it('credits each partner with its items, carts and their catalogue value, most valuable first', async () => {
    await add(ravi, 'tsh', 'city-pharmacy');
    const credits = await partnerCredits(server.db);
    const longest = 'A-b_9'.repeat(12) + 'abcd';
    const winner = await partnerOf(meena, 'vitamin-d');
    const prices = await server.db.query<{ id: string; price: number }>(
      "SELECT id, price FROM tests WHERE id IN ('tsh', 'cbc', 'vitamin-d')",
    );
    const price = (id: string) => prices.find((row) => row.id === id)?.price ?? Number.NaN;
    expect(credits).toEqual(
      expect.arrayContaining([
        { partnerId: 'city-pharmacy', items: 2, carts: 2, value: 2 * price('tsh') },
        { partnerId: longest, items: 1, carts: 1, value: price('cbc') },
        { partnerId: winner, items: 1, carts: 1, value: price('vitamin-d') },
      ]),
    );
    expect(credits).toHaveLength(3);
    expect(credits.map((credit) => credit.value)).toEqual([...credits.map((credit) => credit.value)].sort((a, b) => b - a));
  });

  it('counts only the items added within the period', async () => {
    const now = server.clock.now();
    expect(await partnerCredits(server.db, { to: new Date(now.getTime() - 60_000) })).toEqual([]);
    server.clock.advance(60 * 60_000);
    const later = server.clock.now();
    await add(meena, 'cbc', 'green-valley-clinic');
    expect(await partnerCredits(server.db, { from: later })).toEqual([
      { partnerId: 'green-valley-clinic', items: 1, carts: 1, value: expect.any(Number) },
    ]);
  });
});
