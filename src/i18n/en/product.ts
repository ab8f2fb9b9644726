/** Texts of the product detail screen. */
export const product = {
} as const;
