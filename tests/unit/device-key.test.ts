import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { logOut, requestCode, resetLogin, setCode, setPageReloader, setPhone, verifyCode } from '../../src/stores/login';
import { $deviceKey, $userId, signOut } from '../../src/stores/session';
import { startCannedApi, type CannedApi } from './support/cannedApi';

// The device key names the browser to the reference API's send budgets: handed out at login,
// kept in localStorage beside the session, sent with every code request, kept on logout.
let api: CannedApi;
const deviceKey = 'k'.repeat(43);
beforeAll(async () => {
  api = await startCannedApi();
  setPageReloader(() => undefined);
  api.answer(({ path }) => {
    if (path === '/api/v1/auth/send-otp') return { json: { success: true, message: 'OTP sent successfully', resendAfter: 30, challenge: 'ch-1' } };
    if (path === '/api/v1/auth/verify-otp') return { json: { success: true, message: 'Login successful', token: 'tok-1', userId: 'u-1', deviceKey } };
    if (path === '/api/v1/auth/logout') return { json: { success: true, message: 'Logged out' } };
    return { json: { success: true, data: [] } };
  });
});
afterAll(() => api.close());
afterEach(() => {
  resetLogin();
  signOut();
  $deviceKey.set('');
  api.requests.length = 0;
});

const bodiesOf = (path: string) => api.requests.filter((request) => request.path === path).map(({ body }) => body);

async function logInWithCode(): Promise<void> {
  setPhone('9876543210');
  await requestCode();
  setCode('123456');
  await verifyCode();
}

describe('the device key', () => {
  it('is not sent before the first login: send-otp gets the spec\'s body', async () => {
    await logInWithCode();
    expect(bodiesOf('/api/v1/auth/send-otp')).toEqual([{ phoneNumber: '9876543210' }]);
    expect(bodiesOf('/api/v1/auth/verify-otp')).toEqual([{ phoneNumber: '9876543210', otp: '123456', challenge: 'ch-1' }]);
  });

  it('is stored with the session at login and sent with the next code request and verification', async () => {
    await logInWithCode();
    expect($userId.get()).toBe('u-1');
    expect(localStorage.getItem('labDeviceKey')).toBe(deviceKey);
    resetLogin();
    api.requests.length = 0;

    await logInWithCode();
    expect(bodiesOf('/api/v1/auth/send-otp')).toEqual([{ phoneNumber: '9876543210', deviceKey }]);
    expect(bodiesOf('/api/v1/auth/verify-otp')).toEqual([{ phoneNumber: '9876543210', otp: '123456', challenge: 'ch-1', deviceKey }]);
  });

  it('survives logout, which forgets the session: it names the browser, not the session', async () => {
    await logInWithCode();
    await logOut();
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('labDeviceKey')).toBe(deviceKey);
    resetLogin();
    api.requests.length = 0;
    setPhone('9876543210');
    await requestCode();
    expect(bodiesOf('/api/v1/auth/send-otp')).toEqual([{ phoneNumber: '9876543210', deviceKey }]);
  });

  it('is gone with the site\'s storage: a browser whose storage was cleared sends the spec\'s body', async () => {
    await logInWithCode();
    localStorage.clear();
    // What a reload after clearing reads: nothing under the key.
    window.dispatchEvent(new StorageEvent('storage', { key: 'labDeviceKey', newValue: null, storageArea: localStorage }));
    resetLogin();
    api.requests.length = 0;
    setPhone('9876543210');
    await requestCode();
    expect(bodiesOf('/api/v1/auth/send-otp')).toEqual([{ phoneNumber: '9876543210' }]);
  });
});
