/**
 * JSX types for React hosts: `import type {} from '@lab/storefront/jsx'` once, then
 * `<lab-cart-badge store-url="/store" onlab-cart-change={(event) => event.detail.count} />`
 * type-checks in TSX. Derived from the element definitions and the event catalogue; kept apart
 * from the main types so pages without React need no `@types/react`.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { LabSpecByTag } from './elements/elementList';
import type { MarkupAttributes } from './elementRuntime/elementSpec';
import type { LabEventHandlerProps } from './elementRuntime/events/eventHandlerProps';

type ElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;

type LabIntrinsicElements = {
  [Tag in keyof LabSpecByTag]: ElementProps & MarkupAttributes<LabSpecByTag[Tag]> & LabEventHandlerProps;
};

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types live in a namespace.
  namespace JSX {
    interface IntrinsicElements extends LabIntrinsicElements {}
  }
}
