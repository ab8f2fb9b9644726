/**
 * What an unexpected error may put in the log: its kind, message and stack, with every mobile
 * number masked as the logs mask them (`98xxxxxx10`). Never the error object itself: a database
 * error's `detail` and `parameters` quote the row (`Key (phone_number)=(9886012345)`), and what
 * a person typed (a name, an address) would go with them.
 */
export function logSafeError(error: unknown): string {
  if (!(error instanceof Error)) return 'a thrown value that is not an Error';
  return withNumbersMasked(error.stack ?? `${error.name}: ${error.message}`);
}

/**
 * Ten-digit Indian mobile numbers masked to their first two and last two digits, also as callers
 * write them: after +91, 91 or 0, and split 5 + 5 by a space or a hyphen (`+91 98765-43210` →
 * `+91 98xxxxxx10`).
 */
export function withNumbersMasked(text: string): string {
  return text.replace(/(?<!\d)((?:\+?91[ -]?|0)?)([6-9]\d)\d{3}[ -]?\d{3}(\d{2})(?!\d)/g, '$1$2xxxxxx$3');
}
