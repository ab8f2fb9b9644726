/**
 * Whether a search term looks like a mobile number or an e-mail address: ten digits or more once
 * everything between them is gone (spaces, dashes, dots, slashes: `98765.43210`; an Indian mobile
 * number with or without +91), or an `@`. NFKC first reads full-width forms (`９８７６５４３２１０`,
 * `＠`) as ASCII; Devanagari and Kannada digits count as digits too. Such a term is personal data,
 * which no commerce event carries (interface §2) and Google's terms forbid sending. The analytics
 * bridge applies the same rule in its own copy (src/analytics/ga4Hit.ts), since
 * dist/lab-analytics.js imports nothing; a unit test holds the two together.
 */
export function looksLikeContact(term: string): boolean {
  const normalised = term.normalize('NFKC');
  return normalised.includes('@') || (normalised.match(/\p{Nd}/gu)?.length ?? 0) >= 10;
}
