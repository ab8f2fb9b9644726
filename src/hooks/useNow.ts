import { useEffect, useState } from 'react';
import { clock } from '../stores/clock';

const MINUTE_MS = 60_000;

/**
 * The stores' clock, read again at each new minute: what "now" decides (the times still offered
 * today, and at midnight which day is today) follows a screen left open.
 */
export function useNow(): Date {
  const [now, setNow] = useState(() => clock().now());
  useEffect(() => clock().after(MINUTE_MS - (now.getTime() % MINUTE_MS), () => setNow(clock().now())), [now]);
  return now;
}
