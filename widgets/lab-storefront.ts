import { defineLabElement } from '../src/elementRuntime/defineElement';
import type { ElementSpec, LabElementClass } from '../src/elementRuntime/elementSpec';

/**
 * The store's file defines every element (interface §2): each element folder's class (the default
 * export of its `element.ts`), from the same chunks its own file uses, so a page that loads both
 * runs one copy of each. A new element folder is defined here without a line of its own. Taken as
 * a default export rather than a module namespace, no chunk has to build a namespace object.
 */
const elementModules = import.meta.glob<LabElementClass<ElementSpec>>('../src/elements/*/element.ts', {
  eager: true,
  import: 'default',
});

for (const element of Object.values(elementModules)) defineLabElement(element);
