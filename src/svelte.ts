/**
 * Types for Svelte 5 hosts: `import type {} from '@lab/storefront/svelte'` once, and
 * svelte-check knows every `lab-*` tag with its attributes and an `onlab-…` handler for each
 * event (`<lab-cart-badge onlab-cart-change={(event) => event.detail.count}>`). Derived from the
 * element definitions and the event catalogue. Needs no React.
 */
import type { HTMLAttributes } from 'svelte/elements';
import type { LabSpecByTag, LabTagNameMap } from './elements/elementList';
import type { MarkupAttributes } from './elementRuntime/elementSpec';
import type { LabEventHandlerProps } from './elementRuntime/events/eventHandlerProps';

type LabSvelteElements = {
  [Tag in keyof LabSpecByTag]: HTMLAttributes<LabTagNameMap[Tag]> &
    MarkupAttributes<LabSpecByTag[Tag]> &
    LabEventHandlerProps;
};

declare module 'svelte/elements' {
  interface SvelteHTMLElements extends LabSvelteElements {}
}
