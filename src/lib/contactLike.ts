/**
 * Whether a search term looks like a mobile number or an e-mail address: ten digits in a row once
 * spaces and dashes are gone (an Indian mobile number, with or without +91), or an `@`. Such a term
 * is personal data, which no commerce event carries (DESIGN §2) and Google's terms forbid sending.
 * The analytics bridge applies the same rule in its own copy (src/analytics/ga4Hit.ts), since
 * dist/lab-analytics.js imports nothing; a unit test holds the two together.
 */
export function looksLikeContact(term: string): boolean {
  return /\d{10}|@/.test(term.replace(/[\s()+-]/g, ''));
}
