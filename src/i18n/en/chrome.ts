/** Texts of the header, footer, mobile bottom bar and scroll-to-top button. */
export const chrome = {
} as const;
