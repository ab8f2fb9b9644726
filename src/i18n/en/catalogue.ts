/** Texts of the listing screens and test cards (spec §2, §8). */
export const catalogue = {
} as const;
