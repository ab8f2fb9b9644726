/** Texts of the search box and its suggestions. */
export const search = {
} as const;
