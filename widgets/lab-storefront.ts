import { defineLabElement } from '../src/elements/defineElement';
import type { ElementSpec, LabElementClass } from '../src/elements/elementSpec';

/**
 * The store's file defines every element (DESIGN §2): each element folder's class, from the same
 * chunks its own file uses, so a page that loads both runs one copy of each. A new element
 * folder is defined here without a line of its own.
 */
const elementModules = import.meta.glob<Readonly<Record<string, LabElementClass<ElementSpec>>>>(
  '../src/elements/*/element.ts',
  { eager: true },
);

for (const module of Object.values(elementModules)) {
  for (const element of Object.values(module)) defineLabElement(element);
}
