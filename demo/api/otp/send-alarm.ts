import type { Queryable } from '../db/database';
import type { Limits } from '../limits';
import { addToCount, hourMs, readCount, readSlidingHour } from '../rate-counts';
import { everyoneSubjects } from './send-allowance';

const loginsSubject = 'logins';

/** Counts a successful login towards the hour's ratio of sends to logins. */
export async function countLogin(db: Queryable, now: Date): Promise<void> {
  await addToCount(db, loginsSubject, now, hourMs);
}

/**
 * Warns in the log when the last hour's sends (all instances, with a device key or without)
 * outnumber the clock hour's successful logins by more than `alarmSendsPerLogin`: codes going to
 * numbers nobody logs in with is what SMS pumping and a flood of sends look like. Once per clock
 * hour per process, so the log is not flooded too.
 */
export function createSendAlarm(limits: Limits, log = (line: string) => console.warn(line)) {
  let lastAlarmHour = -1;
  return async (db: Queryable, now: Date): Promise<void> => {
    const hour = Math.floor(now.getTime() / hourMs);
    if (hour === lastAlarmHour) return;
    const sendsThisHour = await readSlidingHour(db, [everyoneSubjects.keyless, everyoneSubjects.byDevice], now);
    if (sendsThisHour < limits.alarmMinimumSendsPerHour) return;
    const logins = await readCount(db, loginsSubject, now, hourMs);
    if (sendsThisHour <= logins * limits.alarmSendsPerLogin) return;
    lastAlarmHour = hour;
    log(
      `Alarm: ${sendsThisHour} login codes sent but ${logins} logins this hour (more than ${limits.alarmSendsPerLogin} sends per login): ` +
        'check the send budgets and the SMS gateway bill (OTP_MAX_SENDS_PER_HOUR, OTP_MAX_SENDS_PER_NETWORK_PER_HOUR, OTP_MAX_DEVICE_SENDS_PER_HOUR)',
    );
  };
}

export type SendAlarm = ReturnType<typeof createSendAlarm>;
