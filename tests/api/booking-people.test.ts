import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAL_DATA_NOTICE_VERSION } from '../../src/domain/booking';
import { dataOf, logIn } from './support/login';
import { homeAddress, me, mondayMorning } from './support/booking';
import { startTestServer } from './support/test-server';
import type { RequestOptions, TestServer } from './support/test-server';

let server: TestServer;
let asha: { token: string; userId: string };
let ravi: { token: string; userId: string };
const as = (user: { token: string }) => (method: string, path: string, options: RequestOptions = {}) =>
  server.request(method, `/api/v1/booking${path}`, { ...options, token: user.token });

beforeAll(async () => {
  server = await startTestServer({ startTime: mondayMorning });
  asha = await logIn(server, '9876502001');
  ravi = await logIn(server, '9876502002');
});
afterAll(() => server.close());

describe('the people a user books for', () => {
  it('are added with 201, listed oldest first, and stored with the consent and the notice version at that time', async () => {
    const added = await as(asha)('POST', '/people', { body: me });
    expect(added.status).toBe(201);
    const person = (added.body as { data: Record<string, unknown> }).data;
    expect(person).toEqual({ _id: expect.any(String), name: 'Asha Rao', age: 34, gender: 'female', relation: 'self' });
    const consentToFirst = server.clock.now();
    server.clock.advance(1000);
    const child = (await as(asha)('POST', '/people', {
      body: { name: '  Meera   Rao ', age: 9, gender: 'female', relation: 'child', consent: true, guardianConsent: true },
    })).body as { data: { _id: string; name: string } };
    expect(child.data.name).toBe('Meera Rao');
    expect(dataOf<{ _id: string }[]>(await as(asha)('GET', '/people')).map(({ _id }) => _id)).toEqual([person._id, child.data._id]);
    const stored = await server.db.query<{ user_id: string; notice_version: string; consent_at: Date; guardian_consent_at: Date | null }>(
      'SELECT user_id, notice_version, consent_at, guardian_consent_at FROM booking_people WHERE user_id = $1 ORDER BY created_at',
      [asha.userId],
    );
    expect(stored).toEqual([
      { user_id: asha.userId, notice_version: PERSONAL_DATA_NOTICE_VERSION, consent_at: consentToFirst, guardian_consent_at: null },
      { user_id: asha.userId, notice_version: PERSONAL_DATA_NOTICE_VERSION, consent_at: server.clock.now(), guardian_consent_at: server.clock.now() },
    ]);
  });

  it.each([
    [{ consent: false }, 'Please agree to the personal data notice (consent).'],
    [{ consent: undefined }, 'Please agree to the personal data notice (consent).'],
    [{ age: 17 }, "Please confirm you are this person's parent or guardian (guardianConsent)."],
    [{ age: 121 }, 'age must be a whole number from 0 to 120'],
    [{ age: -1 }, 'age must be a whole number from 0 to 120'],
    [{ age: 30.5 }, 'age must be a whole number from 0 to 120'],
    [{ age: '30' }, 'age must be a whole number from 0 to 120'],
    [{ name: '   ' }, 'name is required'],
    [{ name: 'x'.repeat(81) }, 'name must be at most 80 characters'],
    [{ name: 42 }, 'name must be text'],
    [{ gender: 'unknown' }, 'gender must be one of: female, male, other'],
    [{ relation: 'friend' }, 'relation must be one of: self, spouse, parent, child, sibling, other'],
  ])('are refused with a 400 naming the field: %j', async (change, message) => {
    expect(await as(asha)('POST', '/people', { body: { ...me, ...change } })).toMatchObject({ status: 400, body: { success: false, message } });
  });

  it('of another user cannot be seen or removed: their ids answer 404 like unknown ones', async () => {
    const [ashaFirst] = dataOf<{ _id: string }[]>(await as(asha)('GET', '/people'));
    expect(dataOf<unknown[]>(await as(ravi)('GET', '/people'))).toEqual([]);
    expect(await as(ravi)('DELETE', `/people/${ashaFirst?._id}`)).toMatchObject({ status: 404, body: { message: 'Person not found' } });
    expect(await as(ravi)('DELETE', '/people/no-such-person')).toMatchObject({ status: 404, body: { message: 'Person not found' } });
    expect(dataOf<unknown[]>(await as(asha)('GET', '/people'))).toHaveLength(2);
  });

  it('are removed by their user', async () => {
    const [, child] = dataOf<{ _id: string }[]>(await as(asha)('GET', '/people'));
    expect(await as(asha)('DELETE', `/people/${child?._id}`)).toMatchObject({ status: 200, body: { success: true, message: 'Person removed' } });
    expect(dataOf<unknown[]>(await as(asha)('GET', '/people'))).toHaveLength(1);
  });

  it('need a login', async () => {
    expect((await server.request('GET', '/api/v1/booking/people')).status).toBe(401);
    expect((await server.request('POST', '/api/v1/booking/people', { body: me })).status).toBe(401);
  });
});

describe('the addresses a user is visited at', () => {
  it('are added with 201 and listed, a landmark only when given, with the consent stored', async () => {
    const added = await as(asha)('POST', '/addresses', { body: homeAddress });
    expect(added).toMatchObject({ status: 201, body: { success: true } });
    expect((added.body as { data: unknown }).data).toEqual({
      _id: expect.any(String), line1: '12, 3rd Cross, Sampige Road', area: 'Malleswaram', city: 'Bengaluru', pincode: '560003',
    });
    server.clock.advance(1000);
    await as(asha)('POST', '/addresses', { body: { ...homeAddress, landmark: 'Opposite the temple' } });
    const listed = dataOf<{ landmark?: string }[]>(await as(asha)('GET', '/addresses'));
    expect(listed.map(({ landmark }) => landmark)).toEqual([undefined, 'Opposite the temple']);
    const [stored] = await server.db.query<{ notice_version: string; consent_at: Date }>(
      'SELECT notice_version, consent_at FROM booking_addresses WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
      [asha.userId],
    );
    expect(stored).toEqual({ notice_version: PERSONAL_DATA_NOTICE_VERSION, consent_at: server.clock.now() });
  });

  it.each([
    [{ pincode: '110001' }, 'pincode: Service Not Available'],
    [{ pincode: '5600' }, 'pincode must be a 6-digit pin code'],
    [{ pincode: 560001 }, 'pincode must be a 6-digit pin code'],
    [{ consent: 'yes' }, 'Please agree to the personal data notice (consent).'],
    [{ line1: '' }, 'line1 is required'],
    [{ area: undefined }, 'area is required'],
    [{ city: 'x'.repeat(121) }, 'city must be at most 120 characters'],
    [{ landmark: ['x'] }, 'landmark must be text'],
  ])('are refused with a 400 naming the field: %j', async (change, message) => {
    expect(await as(asha)('POST', '/addresses', { body: { ...homeAddress, ...change } })).toMatchObject({ status: 400, body: { message } });
  });

  it('of another user cannot be seen or removed (404), and their user removes them', async () => {
    const [first] = dataOf<{ _id: string }[]>(await as(asha)('GET', '/addresses'));
    expect(dataOf<unknown[]>(await as(ravi)('GET', '/addresses'))).toEqual([]);
    expect(await as(ravi)('DELETE', `/addresses/${first?._id}`)).toMatchObject({ status: 404, body: { message: 'Address not found' } });
    expect(await as(asha)('DELETE', `/addresses/${first?._id}`)).toMatchObject({ status: 200, body: { message: 'Address removed' } });
    expect(dataOf<unknown[]>(await as(asha)('GET', '/addresses'))).toHaveLength(1);
  });

  it('are at most 10 a user, even when added all at once', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => as(ravi)('POST', '/addresses', { body: homeAddress })));
    expect(answers.filter(({ status }) => status === 201)).toHaveLength(10);
    expect(answers.filter(({ status }) => status === 409)[0]?.body).toMatchObject({ message: 'You can keep at most 10 addresses. Please remove one first.' });
  });
});
