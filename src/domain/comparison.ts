/**
 * The limits of a comparison of packages (product §10), read by the marks, the tray, the
 * comparison and the texts that name them: at least two packages, and at most three, since more
 * columns no longer fit a phone or a glance.
 */
export const COMPARISON_LEAST = 2;
export const COMPARISON_MOST = 3;

/** The limits as the texts name them (`{least}`, `{most}`). */
export const comparisonLimits = { least: COMPARISON_LEAST, most: COMPARISON_MOST } as const;
