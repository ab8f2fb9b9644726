/**
 * Turns text into the lower-case words that search matches on. The catalogue is indexed and every
 * query is split by this same function, so 'HbA1c', 'hba1c' and 'HBA1C' meet.
 */
export function toSearchWords(text: string): string[] {
  const words = text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, ' ').trim().split(' ');
  return words.filter((word) => word.length > 0 && !fillerWords.has(word));
}

// Words so common in test names that matching them says nothing about what someone wants.
const fillerWords = new Set(['test', 'tests', 'and', 'the', 'of', 'for', 'with', 'in', 'a']);

/** How much a hit counts, by where the word comes from. */
export const searchWordWeights = { name: 1, synonym: 0.9, category: 0.6 } as const;
