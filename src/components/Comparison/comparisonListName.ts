/** How the comparison names itself as a list in the commerce events, whatever the language shown. */
export const COMPARISON_LIST_NAME = 'Package comparison';
