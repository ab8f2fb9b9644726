/** Texts of the Home screen (spec §2 Home). */
export const home = {
} as const;
