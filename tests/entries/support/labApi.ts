import { afterAll, afterEach, beforeAll } from 'vitest';
import { startCannedApi, type CannedApi, type CannedReply, type RecordedRequest } from '../../unit/support/cannedApi';

const test = {
  _id: 't1',
  name: 'Basic Full Body Checkup',
  category: 'Full Body Checkup',
  description: 'Sixty parameters',
  price: 999,
  originalPrice: 2299,
  sampleType: 'Blood',
  fastingRequired: true,
  reportTime: '24 hours',
  includedTests: [{ category: 'CBC', tests: ['Haemoglobin', 'Platelets'] }],
};

/**
 * Answers every call the elements make as the reference API would, with one test everywhere:
 * the visitor logs in with 123456, and every list, search and cart holds that test.
 */
export function answerLikeTheLab({ path }: RecordedRequest): CannedReply {
  if (path === '/api/v1/auth/send-otp') return { json: { success: true, message: 'OTP sent successfully', resendAfter: 30 } };
  if (path === '/api/v1/auth/verify-otp') {
    return { json: { success: true, message: 'Login successful', token: 'tok-1', userId: 'u1' } };
  }
  if (/^\/api\/v1\/category\/\w+\/get$/.test(path)) {
    return { json: { success: true, data: [{ _id: 'c1', name: 'Full Body Checkup' }] } };
  }
  if (path === '/api/v1/bottombanners/get-random') return { json: { success: true, data: [] } };
  if (path.startsWith('/api/v1/cart/')) return { json: { success: true, data: [test] } };
  if (path === '/api/v1/tests/t1') return { json: { success: true, data: test } };
  return { json: { success: true, data: [test] } };
}

/**
 * Starts a canned API answering like the lab for the file's tests (a test may answer otherwise
 * until it ends), and stops it after them.
 */
export function withLabApi(): { readonly api: CannedApi } {
  const lab = {} as { api: CannedApi };
  beforeAll(async () => {
    lab.api = await startCannedApi();
    lab.api.answer(answerLikeTheLab);
  });
  afterEach(() => lab.api.answer(answerLikeTheLab));
  afterAll(() => lab.api.close());
  return lab;
}
