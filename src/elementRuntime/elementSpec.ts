import type { ComponentType } from 'react';
import type { LabEventName } from '../domain/labEventName';

/**
 * The shape of one element's definition (`src/elements/<tag>/definition.ts`, one per element):
 * everything public about a tag is written there once. The element class, the
 * `HTMLElementTagNameMap` entry with typed properties, the JSX types, `dist/custom-elements.json`
 * and the docs' tables all derive from it. The theme tokens every element reads are declared
 * once too, in `src/styles/tokens.css`.
 *
 * A definition has two exports: the spec, what the running element needs (its tag and its
 * attributes' kinds), and the docs, the words about it, typed against the spec so that no
 * attribute goes undescribed. Only the docs tools import the docs, so the bundle ships none of
 * their text.
 */
export type AttributeKind = 'string' | 'boolean';

export interface ElementSpec {
  readonly tag: `lab-${string}`;
  /** By attribute name; each is also a property named in camelCase that reflects it. */
  readonly attributes: Readonly<Record<string, AttributeKind>>;
  /**
   * The first render runs as a transition, in slices the browser may paint and answer input
   * between, rather than in the task that defines the element: for the store, whose page reserves
   * its room, and for the test card, which holds its room with a box of its own until the render
   * commits (`createLabElement`'s `room`). Without it the first render is committed as the element
   * connects, so a small widget never shows empty.
   */
  readonly renderInSlices?: boolean;
  /**
   * A server-rendered first screen (`@lab/storefront/server`) stays until the element's component
   * says its read has answered (`useTakeOverWhen`), instead of giving way at the first render: for
   * an element whose first render in the browser is a skeleton (the test card).
   */
  readonly takesOverWhenLoaded?: boolean;
}

export interface AttributeDocs {
  readonly description: string;
  /** What applies while the attribute is absent, in words (the manifest's `default`). */
  readonly default?: string;
}

export interface ElementDocs<Spec extends ElementSpec = ElementSpec> {
  readonly spec: Spec;
  /** The class name the bundle exports for the tag. */
  readonly className: string;
  /** The file that defines the tag, relative to the package root. */
  readonly file: string;
  readonly description: string;
  readonly attributes: { readonly [Name in keyof Spec['attributes']]: AttributeDocs };
  /** The `lab-*` events the element dispatches. */
  readonly events: readonly LabEventName[];
  /** `::part()` names with what each part is. */
  readonly parts: Readonly<Record<string, string>>;
}

/** `store-url` → `storeUrl`. */
export type CamelCase<Name extends string> = Name extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Name;

export function camelCase<Name extends string>(name: Name): CamelCase<Name> {
  return name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()) as CamelCase<Name>;
}

type Attributes<Spec extends ElementSpec> = Spec['attributes'];
type KindOf<Spec extends ElementSpec, Name extends keyof Attributes<Spec>> = Attributes<Spec>[Name];

/** The element's properties: booleans mirror presence, strings the value (null when absent). */
export type ElementProperties<Spec extends ElementSpec> = {
  -readonly [Name in keyof Attributes<Spec> & string as CamelCase<Name>]: KindOf<Spec, Name> extends 'boolean'
    ? boolean
    : string | null;
};

/** What the element's React component receives: absent strings are `undefined`. */
export type ComponentProps<Spec extends ElementSpec> = {
  [Name in keyof Attributes<Spec> & string as CamelCase<Name>]?: KindOf<Spec, Name> extends 'boolean'
    ? boolean
    : string;
};

/** The attributes as written in markup or JSX. */
export type MarkupAttributes<Spec extends ElementSpec> = {
  [Name in keyof Attributes<Spec>]?: KindOf<Spec, Name> extends 'boolean' ? boolean : string;
};

/** An instance of the element `Spec` defines. */
export type LabElement<Spec extends ElementSpec> = HTMLElement & ElementProperties<Spec>;

export interface LabElementClass<Spec extends ElementSpec> {
  new (): LabElement<Spec>;
  readonly prototype: LabElement<Spec>;
  readonly spec: Spec;
  /** The bundle version that built the class; the define guard compares it. */
  labVersion: string;
  /**
   * The React component the element renders (its props are `ComponentProps<Spec>`);
   * `@lab/storefront/server` renders it too.
   */
  readonly Component: ComponentType<never>;
}
