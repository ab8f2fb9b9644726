/**
 * The public `lab-*` events of DESIGN §2, declared once: the manifest, the README's table and the
 * TypeScript event map all come from this catalogue. They bubble and are composed, so a host page
 * listens on the element or on any ancestor (the document included). Each element fires the events
 * about what it shows or does from itself (`hostEvents.ts`); the stores dispatch nothing.
 */
type DetailFieldKind = 'string' | 'number' | 'boolean';

interface EventSpec {
  /** When it fires, as one sentence. */
  readonly description: string;
  /** The fields of `event.detail`, with their kinds. */
  readonly detail: Readonly<Record<string, DetailFieldKind>>;
}

export const labEvents = {
  'lab-cart-change': {
    description: 'The cart count changed.',
    detail: { count: 'number' },
  },
  'lab-login': {
    description: 'A login succeeded.',
    detail: { userId: 'string' },
  },
  'lab-logout': {
    description: 'The user logged out.',
    detail: {},
  },
  'lab-pincode-check': {
    description: 'A pin-code availability check finished.',
    detail: { pincode: 'string', available: 'boolean' },
  },
  'lab-login-panel-toggle': {
    description:
      "The element's login panel opened or closed, by any means (its close button, Escape, the backdrop, a login, the open property).",
    detail: { open: 'boolean' },
  },
} as const satisfies Record<`lab-${string}`, EventSpec>;

export type LabEventName = keyof typeof labEvents;

type ValueOfKind<Kind> = Kind extends 'number' ? number : Kind extends 'boolean' ? boolean : string;

type DetailOf<Fields> = keyof Fields extends never
  ? Record<string, never>
  : { [Field in keyof Fields]: ValueOfKind<Fields[Field]> };

export type LabEventDetailMap = {
  [Name in LabEventName]: DetailOf<(typeof labEvents)[Name]['detail']>;
};

export type LabEventMap = {
  [Name in LabEventName]: CustomEvent<LabEventDetailMap[Name]>;
};

/** `{ count: number }`: the detail's type as TypeScript text, for the manifest and the README. */
export function detailTypeText(name: LabEventName): string {
  const fields = Object.entries(labEvents[name].detail);
  if (fields.length === 0) return 'Record<string, never>';
  return `{ ${fields.map(([field, kind]) => `${field}: ${kind}`).join('; ')} }`;
}

export function dispatchLabEvent<Name extends LabEventName>(
  target: EventTarget,
  name: Name,
  detail: LabEventDetailMap[Name],
): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
