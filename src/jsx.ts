/**
 * JSX types for React hosts: `import type {} from '@lab/storefront/jsx'` once, then
 * `<lab-cart-badge store-url="/store" />` type-checks in TSX. Kept apart from the main types so
 * pages without React need no `@types/react`.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type ElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;

interface ApiBaseAttribute {
  /** Base address of the lab API; serves every element on the page. */
  'api-base'?: string;
}

interface StoreUrlAttribute {
  /** The page that hosts `lab-storefront`; standalone widgets send the user there. */
  'store-url'?: string;
}

export interface LabStorefrontAttributes extends ApiBaseAttribute {
  'support-phone'?: string;
  'support-email'?: string;
  'whatsapp-number'?: string;
  address?: string;
}

export type LabHeaderAttributes = ApiBaseAttribute & StoreUrlAttribute;
export type LabCartBadgeAttributes = StoreUrlAttribute;
export type LabSearchBoxAttributes = ApiBaseAttribute & StoreUrlAttribute;
export type LabPincodeCheckerAttributes = ApiBaseAttribute;

export interface LabLoginPanelAttributes extends ApiBaseAttribute {
  /** Present: the panel is shown. */
  open?: boolean;
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types live in a namespace.
  namespace JSX {
    interface IntrinsicElements {
      'lab-storefront': ElementProps & LabStorefrontAttributes;
      'lab-header': ElementProps & LabHeaderAttributes;
      'lab-cart-badge': ElementProps & LabCartBadgeAttributes;
      'lab-search-box': ElementProps & LabSearchBoxAttributes;
      'lab-pincode-checker': ElementProps & LabPincodeCheckerAttributes;
      'lab-login-panel': ElementProps & LabLoginPanelAttributes;
    }
  }
}
