import type { connection as english } from '../en/connection';
import type { Translation } from '../translation';

/** Kannada texts of the page's connection notice. */
export const connection = {
  'connection.offline': 'ನೀವು ಆಫ್‌ಲೈನ್‌ನಲ್ಲಿದ್ದೀರಿ. ಸಂಪರ್ಕ ಮರಳಿದ ನಂತರ ಲೋಡ್ ಆಗದಿದ್ದುದು ಮತ್ತೆ ಲೋಡ್ ಆಗುತ್ತದೆ.',
  'connection.backOnline': 'ನೀವು ಮತ್ತೆ ಆನ್‌ಲೈನ್‌ನಲ್ಲಿದ್ದೀರಿ.',
} as const satisfies Translation<typeof english>;
