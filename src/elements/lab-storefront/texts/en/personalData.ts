/**
 * The personal-data notice shown before the first person or address is kept for a booking
 * (India's Digital Personal Data Protection Act: what, why, how long, how to delete, whom to ask).
 */
export const personalData = {
  'personalData.title': 'How we use these details',
  'personalData.what': 'What we keep: the name, age, gender and relation of each person you book for, and the addresses you give us.',
  'personalData.why': 'Why: to collect each sample at the right home, label it for the right person and send their report.',
  'personalData.howLong': 'For how long: while your account is open; a booking’s record only as long as the law asks a lab to keep it.',
  'personalData.delete': 'How to delete them: remove a person or an address, or ask us to delete your account, at any time.',
  'personalData.contact': 'Whom to contact: write to {email} or call {phone}.',
  'personalData.agree': 'I agree',
  'personalData.guardian': 'I am this person’s parent or guardian',
} as const;

declare module '../../../../i18n/en' {
  interface EnglishAreas {
    personalData: typeof personalData;
  }
}
