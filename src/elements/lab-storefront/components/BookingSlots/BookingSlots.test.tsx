import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, SLOT_STARTS, slotEnd, slotId, type Hold } from '../../../../domain/booking';
import { LocaleContext } from '../../../../i18n/localeContext';
import { whenLocaleReady } from '../../../../i18n';
import { holdRanOut, releaseBookingHold } from '../../../../stores/bookingSlots';
import { setClock } from '../../../../stores/clock';
import { withCannedApi, type RecordedRequest } from '../../../../../tests/unit/support/cannedApi';
import { expectNoAxeViolations } from '../../../../../tests/unit/support/axe';
import { manualClock } from '../../../../../tests/unit/support/manualClock';
import { waitInRealTime } from '../../../../../tests/unit/support/mountedElement';
import { BookingSlots, type BookingSlotsProps } from './BookingSlots';

const canned = withCannedApi();

/** Monday 7 December 2026, 10:32 in Bengaluru. */
const NOW = '2026-12-07T10:32:00+05:30';
const TODAY = '2026-12-07';
const TOMORROW = '2026-12-08';
const HOLD_MS = 10 * 60_000;

/**
 * A plain slot server: every time of the 7 days, whatever the fasting flag and the hour, so that
 * what the step leaves out is the step's own rule; `left` gives each time's places.
 */
function answerSlots(left: (date: string, start: string) => number = () => 3) {
  let holds = 0;
  canned.api.answer((request: RecordedRequest) => {
    if (request.method === 'GET' && request.path === '/api/v1/booking/slots') {
      const from = request.query.get('from') ?? '';
      const data = Array.from({ length: 7 }, (_, index) => {
        const date = addDays(from, index);
        const slots = SLOT_STARTS.map((start) => ({ id: slotId(date, start), start, end: slotEnd(start), left: left(date, start) }));
        return { date, slots };
      });
      return { json: { success: true, data } };
    }
    if (request.method === 'POST' && request.path === '/api/v1/booking/holds') {
      const id = (request.body as { slotId: string }).slotId;
      const [date = '', start = ''] = id.split('T');
      if (left(date, start) === 0) {
        return { status: 409, json: { success: false, message: 'This time is no longer available. Please pick another.' } };
      }
      holds += 1;
      const expiresAt = new Date(Date.parse(NOW) + HOLD_MS).toISOString();
      return { status: 201, json: { success: true, data: { holdId: `hold-${holds}`, slotId: id, date, start, end: slotEnd(start), expiresAt } } };
    }
    if (request.method === 'DELETE') return { json: { success: true } };
    return { status: 404, json: { success: false, message: 'Not found' } };
  });
}

const requestsOf = (method: string, path: string) =>
  canned.api.requests.filter((request) => request.method === method && request.path.startsWith(path));

let time: ReturnType<typeof manualClock>;

beforeEach(() => {
  canned.api.requests.length = 0;
  time = manualClock(NOW);
  setClock(time.clock);
});

afterEach(() => {
  canned.api.answer(() => ({ status: 404, json: {} }));
});

async function showStep(props: Partial<BookingSlotsProps> = {}) {
  const holds: (Hold | undefined)[] = [];
  // In the store the step is inside the screen's <main>.
  render(
    <main>
      <BookingSlots pincode="560001" fasting={false} onHoldChange={(hold) => holds.push(hold)} {...props} />
    </main>,
  );
  await waitInRealTime(() => expect(screen.queryByText('Loading times…')).toBeNull());
  return { holds };
}

const times = (day: string) => within(screen.getByRole('radiogroup', { name: `Times on ${day}` })).getAllByRole('radio');
const timeNames = (day: string) => times(day).map((radio) => radio.textContent);

function chooseDay(name: RegExp) {
  fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Day' })).getByRole('radio', { name }));
}

function chooseTime(day: string, range: string) {
  const radio = times(day).find((candidate) => candidate.textContent.startsWith(range));
  if (!radio) throw new Error(`no time ${range} on ${day}`);
  fireEvent.click(radio);
}

describe('the booking step "Pick a time"', () => {
  it('offers today and the next 6 days, asking the server from today in Bengaluru', async () => {
    answerSlots();
    await showStep();
    const days = within(screen.getByRole('radiogroup', { name: 'Day' })).getAllByRole('radio');
    expect(days.map((day) => day.textContent)).toEqual([
      'Today 7 Dec',
      'Tomorrow 8 Dec',
      'Wed 9 Dec',
      'Thu 10 Dec',
      'Fri 11 Dec',
      'Sat 12 Dec',
      'Sun 13 Dec',
    ]);
    const [read] = requestsOf('GET', '/api/v1/booking/slots');
    expect(Object.fromEntries(read?.query ?? [])).toEqual({ pincode: '560001', from: TODAY, days: '7', fasting: 'false' });
  });

  it('offers today only the times that start at least 2 hours from now, and says so', async () => {
    answerSlots();
    await showStep();
    expect(timeNames('Today')).toEqual([
      '13:00–14:00 3 visits left',
      '14:00–15:00 3 visits left',
      '15:00–16:00 3 visits left',
      '16:00–17:00 3 visits left',
      '17:00–18:00 3 visits left',
    ]);
    expect(screen.getByText('Times today start at least 2 hours from now, so that a collector can reach you.')).toBeTruthy();
    chooseDay(/^Tomorrow/);
    expect(timeNames('Tomorrow')).toHaveLength(12);
    expect(timeNames('Tomorrow')[0]).toBe('06:00–07:00 3 visits left');
    expect(screen.queryByText(/Times today start/)).toBeNull();
  });

  it('stops offering a time today once it is less than 2 hours away, while the step stays open', async () => {
    answerSlots();
    await showStep();
    expect(timeNames('Today')[0]).toBe('13:00–14:00 3 visits left');
    act(() => time.advance(29 * 60_000));
    expect(timeNames('Today')[0]).toBe('14:00–15:00 3 visits left');
  });

  it('says that no time is left today once the last one is less than 2 hours away', async () => {
    time.advance(6 * 60 * 60_000);
    answerSlots();
    await showStep();
    expect(screen.queryByRole('radiogroup', { name: 'Times on Today' })).toBeNull();
    expect(screen.getByText('No more times today. Please pick another day.')).toBeTruthy();
  });

  it('with a test that needs fasting, offers only times starting before 11:00 and says why', async () => {
    answerSlots();
    await showStep({ fasting: true });
    expect(requestsOf('GET', '/api/v1/booking/slots')[0]?.query.get('fasting')).toBe('true');
    expect(
      screen.getByText('Some of your tests need fasting, so we offer only times starting before 11:00: you can eat once the sample is taken.'),
    ).toBeTruthy();
    expect(screen.getByText('No more times today. Please pick another day.')).toBeTruthy();
    chooseDay(/^Tomorrow/);
    expect(timeNames('Tomorrow').map((name) => name.slice(0, 11))).toEqual([
      '06:00–07:00',
      '07:00–08:00',
      '08:00–09:00',
      '09:00–10:00',
      '10:00–11:00',
    ]);
  });

  it("shows each time's places left as the server counts them, or Full, and a Full time cannot be chosen", async () => {
    answerSlots((date, start) => (date !== TOMORROW ? 3 : start === '06:00' ? 1 : start === '07:00' ? 0 : 2));
    await showStep();
    chooseDay(/^Tomorrow/);
    expect(timeNames('Tomorrow').slice(0, 3)).toEqual(['06:00–07:00 1 visit left', '07:00–08:00 Full', '08:00–09:00 2 visits left']);
    const full = times('Tomorrow')[1];
    expect(full?.getAttribute('aria-disabled')).toBe('true');
    chooseTime('Tomorrow', '07:00–08:00');
    expect(requestsOf('POST', '/api/v1/booking/holds')).toHaveLength(0);
  });

  it('marks a day whose every time is taken as Full and says so', async () => {
    answerSlots((date) => (date === '2026-12-09' ? 0 : 3));
    await showStep();
    const wednesday = within(screen.getByRole('radiogroup', { name: 'Day' })).getByRole('radio', { name: /^Wed/ });
    expect(wednesday.textContent).toBe('Wed 9 Dec Full');
    fireEvent.click(wednesday);
    expect(screen.getByText('Every time on this day is taken. Please pick another day.')).toBeTruthy();
  });

  it('holds the chosen time on the server and says until when', async () => {
    answerSlots();
    const { holds } = await showStep();
    chooseDay(/^Tomorrow/);
    chooseTime('Tomorrow', '07:00–08:00');
    await waitInRealTime(() => expect(screen.getByRole('status').textContent).toContain('We hold 07:00–08:00 for you until 10:42'));
    expect(requestsOf('POST', '/api/v1/booking/holds')[0]?.body).toEqual({ slotId: `${TOMORROW}T07:00` });
    expect(times('Tomorrow')[1]?.getAttribute('aria-checked')).toBe('true');
    expect(holds.at(-1)).toMatchObject({ holdId: 'hold-1', date: TOMORROW, start: '07:00', end: '08:00' });
  });

  it('asks for a time again when the hold runs out, and reads the places again', async () => {
    answerSlots();
    const { holds } = await showStep();
    chooseDay(/^Tomorrow/);
    chooseTime('Tomorrow', '07:00–08:00');
    await waitInRealTime(() => expect(holds.at(-1)).toBeDefined());
    act(() => time.advance(HOLD_MS - 1000));
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');
    act(() => time.advance(1000));
    expect(screen.getByRole('alert').textContent).toBe('Your held time has run out. Please pick a time again.');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(times('Tomorrow').some((radio) => radio.getAttribute('aria-checked') === 'true')).toBe(false);
    expect(holds.at(-1)).toBeUndefined();
    await waitInRealTime(() => expect(requestsOf('GET', '/api/v1/booking/slots')).toHaveLength(2));
  });

  it('asks for a time again when a booking finds the hold run out on the server', async () => {
    answerSlots();
    const { holds } = await showStep();
    chooseDay(/^Tomorrow/);
    chooseTime('Tomorrow', '07:00–08:00');
    await waitInRealTime(() => expect(holds.at(-1)).toBeDefined());
    act(() => holdRanOut());
    expect(screen.getByRole('alert').textContent).toBe('Your held time has run out. Please pick a time again.');
    expect(holds.at(-1)).toBeUndefined();
    act(() => time.advance(HOLD_MS));
    expect(screen.getAllByText('Your held time has run out. Please pick a time again.')).toHaveLength(1);
  });

  it('announces a time taken meanwhile with the server\'s words, and reads the places again', async () => {
    let taken = false;
    answerSlots((date, start) => (taken && date === TOMORROW && start === '08:00' ? 0 : 3));
    const { holds } = await showStep();
    chooseDay(/^Tomorrow/);
    taken = true;
    chooseTime('Tomorrow', '08:00–09:00');
    await waitInRealTime(() =>
      expect(screen.getByRole('alert').textContent).toBe('This time is no longer available. Please pick another.'),
    );
    await waitInRealTime(() => expect(timeNames('Tomorrow')[2]).toBe('08:00–09:00 Full'));
    expect(holds.filter(Boolean)).toEqual([]);
  });

  it('keeps the earlier hold when a new choice is refused', async () => {
    answerSlots((date, start) => (date === TOMORROW && start === '09:00' ? 0 : 3));
    const { holds } = await showStep();
    chooseDay(/^Tomorrow/);
    chooseTime('Tomorrow', '07:00–08:00');
    await waitInRealTime(() => expect(holds.at(-1)).toBeDefined());
    fireEvent.click(times('Tomorrow')[3] as HTMLElement);
    expect(requestsOf('POST', '/api/v1/booking/holds')).toHaveLength(1);
    answerSlots((date, start) => (date === TOMORROW && start === '10:00' ? 0 : 3));
    chooseTime('Tomorrow', '10:00–11:00');
    await waitInRealTime(() => expect(screen.getByRole('alert').textContent).toContain('no longer available'));
    expect(screen.getByRole('status').textContent).toContain('We hold 07:00–08:00 for you until 10:42');
    expect(holds.at(-1)?.holdId).toBe('hold-1');
  });

  it('moves with the arrow keys, Home and End inside one tab stop, and holds only the time chosen', async () => {
    answerSlots();
    await showStep();
    chooseDay(/^Tomorrow/);
    const radios = times('Tomorrow');
    const tabStops = () => times('Tomorrow').filter((radio) => radio.tabIndex === 0);
    expect(tabStops()).toEqual([radios[0]]);
    radios[0]?.focus();
    fireEvent.keyDown(radios[0] as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(radios[1]);
    fireEvent.keyDown(radios[1] as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(radios[2]);
    expect(tabStops()).toEqual([radios[2]]);
    fireEvent.keyDown(radios[2] as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(radios[11]);
    fireEvent.keyDown(radios[11] as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(radios[0]);
    fireEvent.keyDown(radios[0] as HTMLElement, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(radios[11]);
    fireEvent.keyDown(radios[11] as HTMLElement, { key: 'Home' });
    expect(document.activeElement).toBe(radios[0]);
    expect(requestsOf('POST', '/api/v1/booking/holds')).toHaveLength(0);
    fireEvent.click(radios[0] as HTMLElement);
    await waitInRealTime(() => expect(screen.getByRole('status').textContent).toContain('We hold 06:00–07:00'));
    expect(tabStops()).toEqual([times('Tomorrow')[0]]);
  });

  it('chooses the day with the arrow keys', async () => {
    answerSlots();
    await showStep();
    const days = within(screen.getByRole('radiogroup', { name: 'Day' })).getAllByRole('radio');
    fireEvent.keyDown(days[0] as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(days[1]);
    expect(days[1]?.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radiogroup', { name: 'Times on Tomorrow' })).toBeTruthy();
  });

  it('gives the place back when the visitor leaves', async () => {
    answerSlots();
    const { holds } = await showStep();
    chooseDay(/^Tomorrow/);
    chooseTime('Tomorrow', '07:00–08:00');
    await waitInRealTime(() => expect(holds.at(-1)).toBeDefined());
    await act(() => releaseBookingHold());
    expect(requestsOf('DELETE', '/api/v1/booking/holds').map((request) => request.path)).toEqual(['/api/v1/booking/holds/hold-1']);
    expect(holds.at(-1)).toBeUndefined();
  });

  it('when rescheduling, shows the present time and does not offer it again', async () => {
    answerSlots();
    await showStep({ rescheduling: { date: TOMORROW, start: '07:00', end: '08:00' } });
    expect(screen.getByText('Booked now for Tomorrow, 07:00–08:00. Pick the new time.')).toBeTruthy();
    chooseDay(/^Tomorrow/);
    expect(timeNames('Tomorrow')[1]).toBe('07:00–08:00 Your booking');
    chooseTime('Tomorrow', '07:00–08:00');
    expect(requestsOf('POST', '/api/v1/booking/holds')).toHaveLength(0);
  });

  it('offers Try again when the times cannot be read', async () => {
    canned.api.answer(() => ({ status: 500, json: { success: false, message: 'boom' } }));
    await showStep();
    expect(screen.getByRole('alert').textContent).toContain('boom');
    answerSlots();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitInRealTime(() => expect(timeNames('Today')).toHaveLength(5));
  });

  it('writes days and times in Kannada', async () => {
    answerSlots();
    await whenLocaleReady('kn');
    render(
      <LocaleContext value="kn">
        <BookingSlots pincode="560001" fasting onHoldChange={() => undefined} />
      </LocaleContext>,
    );
    await waitInRealTime(() => expect(screen.getByRole('radiogroup', { name: 'ದಿನ' })).toBeTruthy());
    const days = within(screen.getByRole('radiogroup', { name: 'ದಿನ' })).getAllByRole('radio');
    expect(days[0]?.textContent).toMatch(/^ಇಂದು 7 /);
    expect(days[1]?.textContent).toMatch(/^ನಾಳೆ 8 /);
    expect(screen.getByText(/11:00 ಕ್ಕಿಂತ ಮೊದಲು/)).toBeTruthy();
  });

  it('has no accessibility violations with a held time', async () => {
    answerSlots((date, start) => (start === '08:00' ? 0 : 2));
    await showStep({ fasting: true });
    chooseDay(/^Tomorrow/);
    chooseTime('Tomorrow', '07:00–08:00');
    await waitInRealTime(() => expect(screen.getByRole('status').textContent).toContain('We hold'));
    await expectNoAxeViolations(document.body);
  });
});
