import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { installLabConsent } from '../../../../consent/labConsent';
import { HostElementContext } from '../../../../elementRuntime/hostElement';
import { hashHref, useHashLocation, useHashSearch } from '../../../../router/hashLocation';
import { $loginPanelOpen } from '../../../../stores/login';
import { $isLoggedIn, signIn } from '../../../../stores/session';
import MyDataPage from './MyDataPage';
import { withCannedApi, type CannedReply, type RecordedRequest } from '../../../../../tests/unit/support/cannedApi';
import { expectNoAxeViolations } from '../../../../../tests/unit/support/axe';

const canned = withCannedApi();

const consent = (purpose: string, givenAt: string, withdrawnAt?: string) => ({ purpose, noticeVersion: '2026-12-06', givenAt, ...(withdrawnAt ? { withdrawnAt } : {}) });

/** `GET /me/data` as the reference API answers it for one user with a cart, one person, one address and one booking. */
function myData(overrides: Record<string, unknown> = {}) {
  return {
    exportedAt: '2026-12-07T05:00:00.000Z',
    account: { userId: 'u-asha', phoneNumber: '98xxxxxx10', createdAt: '2026-11-02T04:00:00.000Z' },
    cart: [{ testId: 'tsh', name: 'TSH', price: 249, addedAt: '2026-12-01T04:00:00.000Z' }],
    people: [{ _id: 'p-1', name: 'Asha Rao', age: 34, gender: 'female', relation: 'self', noticeVersion: '2026-12-06', consentAt: '2026-12-06T04:00:00.000Z' }],
    addresses: [{ _id: 'a-1', line1: '12 MG Road', area: 'Ashok Nagar', city: 'Bengaluru', pincode: '560001', noticeVersion: '2026-12-06', consentAt: '2026-12-06T04:00:00.000Z' }],
    bookings: [{ _id: 'bk-1', number: 'SD-26-0042', status: 'booked', date: '2026-12-08', start: '07:00', end: '08:00' }],
    consents: [consent('booking-details', '2026-12-06T04:00:00.000Z'), consent('analytics', '2026-12-05T04:00:00.000Z')],
    devices: { sessions: [{ loggedInAt: '2026-12-06T04:00:00.000Z', lastUsedAt: '2026-12-07T04:00:00.000Z', endsAt: '2027-01-05T04:00:00.000Z' }], deviceKeys: [{ lastLoginAt: '2026-12-06T04:00:00.000Z' }] },
    grievanceContact: { name: 'Priya Menon', email: 'privacy@lab.example', answerWithinHours: 48 },
    ...overrides,
  };
}

/** The reference API's answers, changed by withdrawals and a deletion as the server changes them. */
function answerAsTheLab() {
  let data = myData();
  canned.api.answer((request: RecordedRequest): CannedReply => {
    const { method, path } = request;
    if (method === 'GET' && path === '/api/v1/me/data') return { json: { success: true, data } };
    if (method === 'DELETE' && path === '/api/v1/me/consents/booking-details') {
      const withdrawn = consent('booking-details', '2026-12-06T04:00:00.000Z', '2026-12-07T05:00:00.000Z');
      data = myData({ people: [], addresses: [], consents: [withdrawn, consent('analytics', '2026-12-05T04:00:00.000Z')] });
      return { json: { success: true, message: 'Consent withdrawn', data: [withdrawn] } };
    }
    if (method === 'DELETE' && path === '/api/v1/me/consents/analytics') {
      const withdrawn = consent('analytics', '2026-12-05T04:00:00.000Z', '2026-12-07T05:00:00.000Z');
      data = myData({ consents: [consent('booking-details', '2026-12-06T04:00:00.000Z'), withdrawn] });
      return { json: { success: true, message: 'Consent withdrawn', data: [withdrawn] } };
    }
    if (method === 'POST' && path === '/api/v1/auth/send-otp') return { json: { success: true, message: 'OTP sent successfully', challenge: 'ch-1' } };
    if (method === 'DELETE' && path === '/api/v1/me') {
      const { otp, challenge } = request.body as { otp?: string; challenge?: string };
      if (otp === '123456' && challenge === 'ch-1') return { json: { success: true, message: 'Your account and your data have been deleted.' } };
      return { status: 403, json: { success: false, message: 'Invalid OTP. 2 attempts left.', attemptsLeft: 2 } };
    }
    return { status: 404, json: { success: false, message: 'Not found' } };
  });
}

function openMyData() {
  const host = document.createElement('div');
  const logouts: unknown[] = [];
  host.addEventListener('lab-logout', (event) => logouts.push((event as CustomEvent).detail));
  history.replaceState(null, '', '#/my-data');
  render(
    <HostElementContext.Provider value={host}>
      <Router hook={useHashLocation} searchHook={useHashSearch} hrefs={hashHref}>
        <main>
          <MyDataPage path="/my-data" />
        </main>
      </Router>
    </HostElementContext.Provider>,
  );
  return { logouts };
}

const section = (name: string) => screen.getByRole('heading', { name, level: 2 }).closest('section') as HTMLElement;

beforeEach(() => {
  canned.api.requests.length = 0;
  answerAsTheLab();
});

afterEach(() => canned.api.answer(() => ({ status: 404, json: {} })));

describe('My data, logged out', () => {
  it('asks for a login and opens the login panel, reading nothing', () => {
    openMyData();
    expect(screen.getByRole('heading', { name: 'Log in to see your data' })).toBeTruthy();
    expect($loginPanelOpen.get()).toBe(true);
    expect(canned.api.requests).toEqual([]);
  });
});

describe('My data, logged in', () => {
  beforeEach(() => act(() => void signIn({ token: 'token-asha', userId: 'u-asha' })));

  it('shows what is held in plain words, with the grievance contact and the privacy policy', async () => {
    openMyData();
    expect(await screen.findByText('Mobile number: 98xxxxxx10')).toBeTruthy();
    expect(within(section('Cart')).getByText('TSH')).toBeTruthy();
    expect(within(section('People')).getByText('Asha Rao, 34 years')).toBeTruthy();
    expect(within(section('Addresses')).getByText('12 MG Road, Ashok Nagar, Bengaluru, 560001')).toBeTruthy();
    expect(within(section('Bookings')).getByText('SD-26-0042: 8 Dec 2026, 07:00 · Booked')).toBeTruthy();
    expect(within(section('Consents')).getByText('Given on 6 Dec 2026')).toBeTruthy();
    expect(within(section('Devices that can log in')).getByText('Logged in on 6 Dec 2026, last used 7 Dec 2026')).toBeTruthy();
    const grievance = section('Questions about your data');
    expect(grievance.textContent).toContain('Our grievance officer: Priya Menon');
    expect(within(grievance).getByRole('link', { name: 'privacy@lab.example' }).getAttribute('href')).toBe('mailto:privacy@lab.example');
    expect(grievance.textContent).toContain('We answer within 48 hours.');
    expect(within(grievance).getByRole('link', { name: 'Read our privacy policy' }).getAttribute('href')).toBe('#/privacy-policy');
    expect(canned.api.requests[0]?.headers.authorization).toBe('Bearer token-asha');
    await expectNoAxeViolations(document.body);
  });

  it('downloads the server’s answer whole as one JSON file and says so', async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:my-data';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    // happy-dom has no downloads: it would navigate the one page every unit file shares to the
    // blob's address (about:blank), where relative addresses no longer resolve. Chromium saves it.
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.href}`);
    });
    openMyData();
    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    const [file] = saved;
    expect(saved).toHaveLength(1);
    expect(downloads).toEqual([expect.stringMatching(/^my-data-\d{4}-\d\d-\d\d\.json blob:my-data$/)]);
    expect(JSON.parse(await (file ?? new Blob()).text())).toEqual(myData());
    expect(await screen.findByText(/^Your data was saved as my-data-\d{4}-\d\d-\d\d\.json\.$/)).toBeTruthy();
  });

  it('withdraws the booking details only after saying what is erased, then says it was', async () => {
    openMyData();
    fireEvent.click(await screen.findByRole('button', { name: /Withdraw consent: Booking details/ }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw consent for booking details?' });
    expect(dialog.textContent).toContain('People and addresses that no upcoming booking needs are erased at once.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw and erase' }));
    expect(await screen.findByText('Consent withdrawn. People and addresses that no upcoming booking needs have been erased.')).toBeTruthy();
    expect(await within(section('People')).findByText('No people saved.')).toBeTruthy();
    expect(within(section('Consents')).getByText('Withdrawn on 7 Dec 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Consents' })).toBe(document.activeElement);
    expect(canned.api.requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual(['/api/v1/me/consents/booking-details']);
  });

  it('withdraws analytics on the account and in this browser through window.labConsent', async () => {
    const labConsent = installLabConsent(window);
    labConsent.grant('analytics');
    openMyData();
    fireEvent.click(await screen.findByRole('button', { name: /Withdraw consent: Analytics/ }));
    expect(await screen.findByText('Consent withdrawn. The store sends no analytics from this browser now.')).toBeTruthy();
    expect(labConsent.choice('analytics')).toBe('denied');
    expect(canned.api.requests.some((request) => request.method === 'DELETE' && request.path === '/api/v1/me/consents/analytics')).toBe(true);
  });

  it('says a withdrawal failed, keeping the consent shown', async () => {
    canned.api.answer((request) =>
      request.method === 'GET' ? { json: { success: true, data: myData() } } : { status: 500, json: { success: false, message: 'Internal error' } },
    );
    openMyData();
    fireEvent.click(await screen.findByRole('button', { name: /Withdraw consent: Analytics/ }));
    expect(await screen.findByText('Internal error')).toBeTruthy();
    expect(within(section('Consents')).getByText('Given on 5 Dec 2026')).toBeTruthy();
  });

  it('deletes the account with a fresh code, logs out and says it was done', async () => {
    const { logouts } = openMyData();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Mobile number' }), { target: { value: '9876543210' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('We sent a code to your number.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Code' }), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('heading', { name: 'Your account has been deleted' })).toBeTruthy();
    expect($isLoggedIn.get()).toBe(false);
    expect(logouts).toEqual([{}]);
    const deletion = canned.api.requests.find((request) => request.method === 'DELETE' && request.path === '/api/v1/me');
    expect(deletion?.body).toEqual({ otp: '123456', challenge: 'ch-1' });
    expect(deletion?.headers.authorization).toBe('Bearer token-asha');
    expect(canned.api.requests.find((request) => request.path === '/api/v1/auth/send-otp')?.body).toEqual({ phoneNumber: '9876543210' });
  });

  it('refuses another number than the account’s without sending a code', async () => {
    openMyData();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Mobile number' }), { target: { value: '9123456789' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('This is not the number of this account.');
    expect(canned.api.requests.some((request) => request.path === '/api/v1/auth/send-otp')).toBe(false);
  });

  it('says a wrong code was refused and keeps the account and the session', async () => {
    openMyData();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Mobile number' }), { target: { value: '9876543210' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    fireEvent.change(await within(dialog).findByRole('textbox', { name: 'Code' }), { target: { value: '000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Invalid OTP. 2 attempts left.');
    expect($isLoggedIn.get()).toBe(true);
    expect(screen.getByText('Mobile number: 98xxxxxx10')).toBeTruthy();
  });
});
