import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusTimeline } from './StatusTimeline';
import { sampleBooking } from '../../../../../tests/unit/support/sampleBookings';
import { expectNoAxeViolations } from '../../../../../tests/unit/support/axe';

const steps = () => within(screen.getByRole('list', { name: 'Status' })).getAllByRole('listitem');

describe('the status timeline of a booking', () => {
  it('lists the four steps in order, the current one marked, the later ones not yet', async () => {
    const { container } = render(<StatusTimeline booking={sampleBooking()} />);
    expect(steps().map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^BookedCurrent step/),
      'Collector assignedNot yet',
      'Sample collectedNot yet',
      'Report readyNot yet',
    ]);
    expect(steps()[0]?.getAttribute('aria-current')).toBe('step');
    expect(container.querySelectorAll('[aria-current]')).toHaveLength(1);
    await expectNoAxeViolations(container);
  });

  it('marks the steps passed as done, with when each was reached', () => {
    render(
      <StatusTimeline
        booking={sampleBooking({
          status: 'collected',
          history: [
            { status: 'booked', at: '2026-12-06T14:05:00.000Z' },
            { status: 'assigned', at: '2026-12-07T12:30:00.000Z' },
            { status: 'collected', at: '2026-12-08T01:52:00.000Z' },
          ],
        })}
      />,
    );
    const [booked, assigned, collected, reported] = steps();
    expect(booked?.textContent).toContain('Done');
    expect(assigned?.textContent).toContain('Done');
    expect(collected?.getAttribute('aria-current')).toBe('step');
    // 01:52 UTC is 07:22 on the lab's clock.
    expect(collected?.querySelector('time')?.textContent).toBe('8 Dec, 07:22');
    expect(reported?.textContent).toBe('Report readyNot yet');
  });

  it('ends a cancelled booking at Cancelled, after only the steps it reached', () => {
    render(
      <StatusTimeline
        booking={sampleBooking({
          status: 'cancelled',
          history: [
            { status: 'booked', at: '2026-12-06T14:05:00.000Z' },
            { status: 'cancelled', at: '2026-12-06T15:00:00.000Z' },
          ],
        })}
      />,
    );
    expect(steps().map((step) => step.firstChild?.nextSibling?.textContent)).toEqual(['Booked', 'Cancelled']);
    expect(steps()[1]?.getAttribute('aria-current')).toBe('step');
  });
});
