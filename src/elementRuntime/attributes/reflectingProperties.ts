import { camelCase, type AttributeKind } from '../elementSpec';

/**
 * Gives the element's class a property per attribute (`store-url` → `storeUrl`) that reflects to
 * the attribute: booleans by presence, strings by value, `null` or `undefined` removing it. An
 * object is written as JSON, since an attribute holds text.
 */
export function defineReflectingProperties(
  prototype: HTMLElement,
  attributes: readonly [string, AttributeKind][],
  properties: readonly string[],
): void {
  for (const [name, kind] of attributes) {
    if (!properties.includes(camelCase(name))) continue;
    Object.defineProperty(prototype, camelCase(name), {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return kind === 'boolean' ? this.hasAttribute(name) : this.getAttribute(name);
      },
      set(this: HTMLElement, value: unknown) {
        if (kind === 'boolean') this.toggleAttribute(name, Boolean(value));
        else if (value === null || value === undefined) this.removeAttribute(name);
        else this.setAttribute(name, typeof value === 'string' ? value : JSON.stringify(value));
      },
    });
  }
}

/**
 * A property set on the element before its class was defined (an async script, the autoloader, a
 * framework rendering before its import resolved) is an own property of the instance that hides
 * the class's accessor: it is taken off and set again through the accessor.
 */
export function applyPropertiesSetEarly(element: HTMLElement, properties: readonly string[]): void {
  for (const property of properties) {
    if (!Object.hasOwn(element, property)) continue;
    const value: unknown = Reflect.get(element, property);
    Reflect.deleteProperty(element, property);
    Reflect.set(element, property, value);
  }
}
