import type { AttributeDocs } from '../elementSpec';

/** Every element takes `api-base`: set on any one of them, it serves every element on the page. */
export const apiBaseDocs = {
  description: 'Base address of the lab API; set on any element, it serves every element on the page.',
  default: "the page's origin",
} as const satisfies AttributeDocs;
