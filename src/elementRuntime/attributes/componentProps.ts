import { camelCase, type AttributeKind } from '../elementSpec';
import { usableAttributeValue } from './addressAttributeRules';

/**
 * The component's props from the element's attribute values, read the HTML way: a boolean is
 * true when present (even empty), a string is its value or undefined, an unusable address none.
 */
export function propsFrom(
  attributes: readonly [string, AttributeKind][],
  values: Readonly<Record<string, string | null>>,
): Record<string, string | boolean | undefined> {
  return Object.fromEntries(
    attributes.map(([name, kind]) => {
      const value = usableAttributeValue(name, values[name] ?? null);
      return [camelCase(name), kind === 'boolean' ? value !== null : (value ?? undefined)];
    }),
  );
}
