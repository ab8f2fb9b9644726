import '../safeStorage';
import { persistentAtom } from '@nanostores/persistent';

/** A stored text whose empty value removes the key, so nothing is kept for a value that is gone. */
export const storedText = (key: string) =>
  persistentAtom<string>(key, '', {
    encode: (value) => value || undefined,
    decode: (value) => value,
  });
