/** Texts of the Sitemap, Privacy policy, Terms and conditions and Error screens. */
export const content = {
} as const;
