/**
 * Types for Vue hosts: `import type {} from '@lab/storefront/vue'` once (or list it in
 * tsconfig's `types`), and vue-tsc checks `<lab-pincode-checker lang="kn"
 * @lab-pincode-check="onCheck">` in templates: its properties, and each `lab-*` event with its
 * detail. Vue's own recipe for custom elements (vuejs.org/guide/extras/web-components): the
 * element's instance type with `$props` and `$emit` for the template checker. Needs no React.
 */
import type { EmitFn, HTMLAttributes, PublicProps } from 'vue';
import type { LabSpecByTag } from './elements/elementList';
import type { ElementProperties, ElementSpec, LabElement } from './elementRuntime/elementSpec';
import type { LabEventName } from './domain/labEventName';
import type { LabEventMap } from './elementRuntime/events/labEventCatalogue';

type LabEventEmits = { [Name in LabEventName]: (event: LabEventMap[Name]) => void };

type LabVueElement<Spec extends ElementSpec> = new () => LabElement<Spec> & {
  /** @deprecated For the template checker only: not a property of the element. */
  $props: HTMLAttributes & Partial<ElementProperties<Spec>> & PublicProps;
  /** @deprecated For the template checker only: not a property of the element. */
  $emit: EmitFn<LabEventEmits>;
};

type LabGlobalComponents = { [Tag in keyof LabSpecByTag]: LabVueElement<LabSpecByTag[Tag]> };

declare module 'vue' {
  interface GlobalComponents extends LabGlobalComponents {}
}
