/** Texts of the login panel (spec §4, §5, §8). */
export const login = {
} as const;
