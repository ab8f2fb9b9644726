import r2wc from '@r2wc/react-to-web-component';
import { startTransition, useLayoutEffect, type ComponentType } from 'react';
import { version } from '../../package.json';
import { installLabConsent } from '../consent/labConsent';
import { setApiBase } from '../stores/config';
import { adoptSharedStyles } from './shadowStyles';
import { usableAttributeValue, warnAboutUnsafeAddress } from './attributes/addressAttributeRules';
import { applyPartnerAttribute } from './attributes/partnerAttribute';
import { camelCase, type ComponentProps, type ElementSpec, type LabElementClass } from './elementSpec';
import { useElementLocale } from './elementLocale';
import { ElementTree } from './elementTree';
import { holdSheetsWhileSnapshotShows, keptServerRenderedRoot, removeFirstScreenSnapshot } from './firstScreenSnapshot';
import { reportAttributeChange, useHostAttributes } from './attributes/attributeState';
import { holdRoomUntilFirstRender, releaseRoom, type ElementRoom } from './roomWhileRendering';
import type { FirstRenderTiming, PutOffRender } from './firstRenderTiming';
import { propsFrom } from './attributes/componentProps';
import { applyPropertiesSetEarly, defineReflectingProperties } from './attributes/reflectingProperties';
import { classWithoutDom, hasDom } from './classWithoutDom';
import { renderAsConnected } from './renderAsConnected';

/** The lifecycle callbacks of the class r2wc returns, which the subclass extends through `super`. */
interface R2wcElement extends HTMLElement {
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void;
}

/**
 * Builds the custom element of `spec` with `@r2wc/react-to-web-component`: r2wc attaches the open
 * shadow root and mounts `Component` in it. The subclass adds what r2wc leaves out: the shared
 * sheets adopted by the root, attributes read the HTML way (presence is true for booleans, removal
 * resets), `api-base` and `partner` configuring the whole page, addresses checked before use
 * (attributes/addressAttributeRules.ts), typed reflecting properties that also take values set before the class
 * was defined (attributes/reflectingProperties.ts), a first render committed as the element
 * connects (renderAsConnected.ts), and an unmount deferred by a microtask, so that an element moved
 * in the page keeps its state. An element that renders in slices may pass its `room`, the box it fills until its
 * first render commits (roomWhileRendering.ts), and its `firstRenderTiming`, which may put that
 * render off (the store's `loading="lazy"`, lab-storefront/renderWhenNear.ts).
 */
export function createLabElement<Spec extends ElementSpec>(
  spec: Spec,
  Component: ComponentType<ComponentProps<Spec>>,
  { room, firstRenderTiming }: { room?: ElementRoom; firstRenderTiming?: FirstRenderTiming } = {},
): LabElementClass<Spec> {
  if (!hasDom()) return classWithoutDom(spec, Component);
  const attributes = Object.entries(spec.attributes);
  const names = attributes.map(([name]) => name);
  // `lang` is HTMLElement's own reflecting property already.
  const properties = names.map((name) => camelCase(name)).filter((property) => !(property in HTMLElement.prototype));

  /**
   * What r2wc renders: it passes its container, the shadow root, whose host is the element. A
   * server-rendered first screen in the root gives way at the first render in the element's
   * language, or, for an element whose first screen waits for a read, when the read has answered.
   */
  function ElementRoot({ container }: { container: ShadowRoot }) {
    const host = container.host as HTMLElement;
    const values = useHostAttributes(host, names);
    const locale = useElementLocale(host, values.lang ?? null);
    useLayoutEffect(() => {
      if (!locale) return;
      releaseRoom(host);
      if (!spec.takesOverWhenLoaded) removeFirstScreenSnapshot(host);
    }, [host, locale]);
    if (!locale) return null;
    return (
      <ElementTree host={host} locale={locale}>
        <Component {...(propsFrom(attributes, values) as ComponentProps<Spec>)} />
      </ElementTree>
    );
  }

  // A thin base of our own on r2wc's public interface rather than r2wc's `props`: r2wc reads
  // booleans its own way (`open=""` is false, a removed attribute keeps its value), its props do
  // not reflect to attributes, and it knows nothing of a property set before the tag was defined.
  // So r2wc attaches the root and mounts the tree; attributes and properties are ours. Its types
  // declare a bare constructor, hence the cast to the lifecycle it really has.
  const Base = r2wc(ElementRoot, { shadow: 'open', props: {} }) as unknown as new () => R2wcElement;

  class LabElement extends Base {
    static spec = spec;
    static labVersion = version;
    static Component = Component;

    static get observedAttributes(): string[] {
      return names;
    }

    /** The first render, while `firstRenderTiming` puts it off. */
    #putOffRender: PutOffRender | undefined;
    /** Whether its tree is mounted, or on its way: from the first render to the element's removal. */
    #rendered = false;

    constructor() {
      super();
      if (!this.shadowRoot) return;
      adoptSharedStyles(this.shadowRoot);
      holdSheetsWhileSnapshotShows(this.shadowRoot);
    }

    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return keptServerRenderedRoot(this) ?? super.attachShadow(init);
    }

    override connectedCallback(): void {
      applyPropertiesSetEarly(this, properties);
      if (!spec.renderInSlices) {
        renderAsConnected(this, () => super.connectedCallback());
        return;
      }
      if (room) holdRoomUntilFirstRender(this, room);
      const render = () => {
        this.#putOffRender = undefined;
        this.#rendered = true;
        startTransition(() => super.connectedCallback());
      };
      this.#putOffRender?.cancel();
      // Only a first render may wait: a rendered element moved in the page stays rendered.
      if (this.#rendered || !firstRenderTiming) render();
      else this.#putOffRender = firstRenderTiming(this, render);
    }

    override attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
      super.attributeChangedCallback(name, oldValue, newValue);
      warnAboutUnsafeAddress(this, name, newValue);
      if (name === 'api-base') setApiBase(usableAttributeValue(name, newValue));
      if (name === 'partner') applyPartnerAttribute(this, newValue);
      reportAttributeChange(this);
      this.#putOffRender?.reconsider();
    }

    override disconnectedCallback(): void {
      // A move (remove, then insert in the same task) must not unmount: wait and look again.
      queueMicrotask(() => {
        if (this.isConnected) return;
        this.#putOffRender?.cancel();
        this.#putOffRender = undefined;
        this.#rendered = false;
        super.disconnectedCallback();
      });
    }
  }

  defineReflectingProperties(LabElement.prototype, attributes, properties);

  return LabElement as unknown as LabElementClass<Spec>;
}

const warnedTags = new Set<string>();

/**
 * Defines the element's tag unless it is already defined: loading a widget file and the full
 * bundle, or a file twice, must not throw; without a DOM it defines nothing. A definition from another version of the bundle is
 * kept, with one console warning, since the page's elements were already upgraded by it. Every
 * element's file also gives the page `window.labConsent` (interface §2), so a host's banner can
 * record a choice whichever of the store's files the page loads.
 */
export function defineLabElement(element: LabElementClass<ElementSpec>): void {
  if (!hasDom()) return;
  installLabConsent(window);
  const { tag } = element.spec;
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
