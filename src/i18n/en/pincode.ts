/** Texts of the pin-code availability check (spec §2, §5, §8). */
export const pincode = {
} as const;
