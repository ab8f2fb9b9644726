import r2wc from '@r2wc/core';
import type { ComponentType } from 'react';
import { version } from '../../package.json';
import { setApiBase } from '../stores/config';
import { adoptSharedStyles } from './adoptStyles';
import { createReactRenderer, type RenderContext } from './reactRenderer';

export type AttributeKind = 'string' | 'boolean';

export interface ElementDefinition<Props extends object> {
  component: ComponentType<Props>;
  /** Observed attributes, by camelCase prop name; the attribute is its kebab-case form. */
  attributes: { [Name in keyof Props]?: AttributeKind };
}

// r2wc keeps its state under these registered symbols; the subclass below reads them to fix the
// behaviours listed on `createLabElement`.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const CONNECTED = Symbol.for('r2wc.connected');
const CONTEXT = Symbol.for('r2wc.context');

interface R2wcInternals {
  [PROPS]: Record<string, unknown>;
  [RENDER]: () => void;
  [CONNECTED]: boolean;
  [CONTEXT]?: RenderContext<object>;
}

const toKebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * Builds a custom element class from a React component with `@r2wc/core`, and fixes what r2wc
 * leaves out (STACK-NOTES): an open shadow root with adopted sheets; HTML boolean attributes
 * (presence is true, removal is false; r2wc ignores `open=""` and removals); removed string
 * attributes reset their prop; `api-base` on any element configures the whole page; and the
 * React root is unmounted a microtask after disconnection, only if the element did not come back,
 * so moving an element keeps its state.
 */
export function createLabElement<Props extends object>(
  definition: ElementDefinition<Props>,
): CustomElementConstructor & { labVersion: string } {
  const kinds = new Map<string, { prop: string; kind: AttributeKind }>([
    ['api-base', { prop: 'apiBase', kind: 'string' }],
  ]);
  for (const [prop, kind] of Object.entries(definition.attributes) as [string, AttributeKind][]) {
    kinds.set(toKebab(prop), { prop, kind });
  }
  const renderer = createReactRenderer<Props>();
  const Base = r2wc<Props, RenderContext<Props>>(
    definition.component,
    { shadow: 'open', props: [] },
    renderer,
  );

  class LabElement extends Base {
    static labVersion = version;

    static get observedAttributes(): string[] {
      return [...kinds.keys()];
    }

    constructor() {
      super();
      const self = this as unknown as R2wcInternals;
      self[CONNECTED] = this.isConnected;
      if (this.shadowRoot) adoptSharedStyles(this.shadowRoot);
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
      const attribute = kinds.get(name);
      if (!attribute) return;
      if (name === 'api-base') setApiBase(value);
      const self = this as unknown as R2wcInternals;
      self[PROPS][attribute.prop] = attribute.kind === 'boolean' ? value !== null : (value ?? undefined);
      self[RENDER]();
    }

    connectedCallback(): void {
      const self = this as unknown as R2wcInternals;
      self[CONNECTED] = true;
      self[RENDER]();
    }

    disconnectedCallback(): void {
      const self = this as unknown as R2wcInternals;
      self[CONNECTED] = false;
      queueMicrotask(() => {
        const context = self[CONTEXT];
        if (this.isConnected || !context) return;
        renderer.unmount(context as RenderContext<Props>);
        self[CONTEXT] = undefined;
      });
    }
  }

  for (const [attribute, { prop, kind }] of kinds) {
    Object.defineProperty(LabElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return kind === 'boolean' ? this.hasAttribute(attribute) : this.getAttribute(attribute);
      },
      set(this: HTMLElement, value: unknown) {
        if (kind === 'boolean') this.toggleAttribute(attribute, Boolean(value));
        else if (value === null || value === undefined) this.removeAttribute(attribute);
        else this.setAttribute(attribute, typeof value === 'string' ? value : JSON.stringify(value));
      },
    });
  }

  return LabElement;
}

const warnedTags = new Set<string>();

/**
 * Defines `tag` unless it is already defined: loading a widget file and the full bundle, or a
 * file twice, must not throw. A definition from another version of the bundle is kept, with
 * one console warning, since the page's elements were already upgraded by it.
 */
export function defineLabElement(
  tag: string,
  element: CustomElementConstructor & { labVersion: string },
): void {
  const existing: (CustomElementConstructor & { labVersion?: string }) | undefined =
    customElements.get(tag);
  if (!existing) {
    customElements.define(tag, element);
    return;
  }
  if (existing.labVersion !== element.labVersion && !warnedTags.has(tag)) {
    warnedTags.add(tag);
    console.warn(
      `<${tag}> is already defined by ${existing.labVersion ? `version ${existing.labVersion}` : 'another script'} of the lab storefront bundle; version ${element.labVersion} was not loaded for it.`,
    );
  }
}
