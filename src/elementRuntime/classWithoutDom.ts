import type { ComponentType } from 'react';
import { version } from '../../package.json';
import type { ComponentProps, ElementSpec, LabElementClass } from './elementSpec';

/** Whether this runs in a browser, rather than a server or an SSR framework's server pass. */
export function hasDom(): boolean {
  return typeof HTMLElement !== 'undefined' && typeof customElements !== 'undefined';
}

/**
 * Where there is no DOM (Node, an SSR framework's server pass) importing an entry must not throw:
 * r2wc's class extends `HTMLElement`, which does not exist there. The export is then a class that
 * carries the spec and defines nothing; `@lab/storefront/server` renders the element instead.
 */
export function classWithoutDom<Spec extends ElementSpec>(
  spec: Spec,
  Component: ComponentType<ComponentProps<Spec>>,
): LabElementClass<Spec> {
  // A class, not a plain object: a host may still write `class extends LabTestCardElement` at import.
  // eslint-disable-next-line @typescript-eslint/no-extraneous-class
  return class {
    static spec = spec;
    static labVersion = version;
    static Component = Component;
  } as unknown as LabElementClass<Spec>;
}
