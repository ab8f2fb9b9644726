import type { Queryable } from '../db/database';
import { challengeHeld, hashOtpCode, otpHashesMatch } from './otp-codes';

/**
 * A number's pending codes: one per send, each bound to its own challenge, each valid until it
 * expires. A later send adds a code and replaces none, so the code the owner is typing still
 * works whoever asked for another.
 */
export interface LoginCode {
  challenge_hash: string;
  code_hash: string;
  failed_attempts: number;
  unbound_failed_attempts: number;
}

/**
 * Stores the code of a send; the number then keeps its `maxLiveCodes` newest codes, as each guess
 * is checked against every one of them.
 */
export async function storeLoginCode(
  tx: Queryable,
  hashKey: string,
  phoneNumber: string,
  { code, challenge, expiresAt, maxLiveCodes }: { code: string; challenge: string; expiresAt: Date; maxLiveCodes: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO login_codes (challenge_hash, phone_number, code_hash, expires_at, failed_attempts, unbound_failed_attempts)
     VALUES ($1, $2, $3, $4, 0, 0)`,
    [hashOtpCode(hashKey, phoneNumber, challenge), phoneNumber, hashOtpCode(hashKey, phoneNumber, code), expiresAt],
  );
  await tx.query(
    `DELETE FROM login_codes WHERE phone_number = $1 AND challenge_hash NOT IN (
       SELECT challenge_hash FROM login_codes WHERE phone_number = $1 ORDER BY expires_at DESC, challenge_hash LIMIT $2)`,
    [phoneNumber, maxLiveCodes],
  );
}

/** Ends the code of a send the gateway refused outright: no SMS carries it. */
export async function endCode(tx: Queryable, codeId: string): Promise<void> {
  await tx.query('DELETE FROM login_codes WHERE challenge_hash = $1', [codeId]);
}

/**
 * The number's codes that have not expired, locked for the rest of the transaction: parallel
 * tries at one number are decided one after the other and never get past a limit together.
 */
export async function lockLiveCodes(tx: Queryable, phoneNumber: string, now: Date): Promise<LoginCode[]> {
  return tx.query<LoginCode>(
    `SELECT challenge_hash, code_hash, failed_attempts, unbound_failed_attempts
     FROM login_codes WHERE phone_number = $1 AND expires_at > $2 ORDER BY expires_at FOR UPDATE`,
    [phoneNumber, now],
  );
}

/**
 * One code as a try sees it: the try is the requester's own when it brings the code's challenge
 * back, else it counts against everyone else's tries of the code.
 */
export interface CodeUnderTry {
  code: LoginCode;
  byRequester: boolean;
  triesUsed: number;
}

/** The codes a try is checked against: every live code with tries left for a try of its kind. */
export function codesToCheck(
  codes: readonly LoginCode[],
  challenge: string | undefined,
  triesAllowed: number,
  hash: (value: string) => string,
): CodeUnderTry[] {
  return codes
    .map((code) => {
      const byRequester = challengeHeld(code.challenge_hash, challenge, hash);
      return { code, byRequester, triesUsed: byRequester ? code.failed_attempts : code.unbound_failed_attempts };
    })
    .filter(({ triesUsed }) => triesUsed < triesAllowed);
}

export function codeTyped(candidates: readonly CodeUnderTry[], typedHash: string): CodeUnderTry | undefined {
  return candidates.find(({ code }) => otpHashesMatch(code.code_hash, typedHash));
}

/** Counts a wrong try against every code it was checked against, each in the column of its kind. */
export async function countWrongTry(tx: Queryable, checked: readonly CodeUnderTry[]): Promise<void> {
  for (const { code, byRequester } of checked) {
    const column = byRequester ? 'failed_attempts' : 'unbound_failed_attempts';
    await tx.query(`UPDATE login_codes SET ${column} = ${column} + 1 WHERE challenge_hash = $1`, [code.challenge_hash]);
  }
}

/** A login ends the number's pending codes: single use, and none left for a guesser. */
export async function endCodesOf(tx: Queryable, phoneNumber: string): Promise<void> {
  await tx.query('DELETE FROM login_codes WHERE phone_number = $1', [phoneNumber]);
}
