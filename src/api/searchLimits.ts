/** Spec §9: search gives up after 5 seconds and keeps at most 8 suggestions. */
export const SEARCH_TIMEOUT_MS = 5000;
export const MAX_SUGGESTIONS = 8;
