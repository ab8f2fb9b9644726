import type { BottomBanner } from '../domain/bottomBanner';
import type { CartItem } from '../domain/cartItem';
import type { IncludedTestGroup, LabTest } from '../domain/labTest';
import type { SearchSuggestion } from '../domain/searchSuggestion';
import type { TabCategory } from '../domain/tabCategory';

/**
 * Server responses are `unknown` until checked here. Each parser returns the clean value or
 * `undefined`; list parsers drop the entries that do not fit instead of failing the whole list.
 */
type Fields = Record<string, unknown>;

export function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

const amount = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
};

const nonEmpty = (value: unknown): string | undefined => {
  const result = text(value)?.trim();
  return result ? result : undefined;
};

function parseGroup(value: unknown): IncludedTestGroup | undefined {
  if (!isRecord(value)) return undefined;
  const tests = Array.isArray(value.tests) ? value.tests.filter((t) => typeof t === 'string') : [];
  return { category: text(value.category) ?? '', tests };
}

export function listOf<T>(value: unknown, parse: (item: unknown) => T | undefined): T[] {
  if (!Array.isArray(value)) return [];
  return value.map(parse).filter((item): item is T => item !== undefined);
}

/** Reads `{ success, data: [...] }`, keeping the entries `parse` accepts. */
export const dataList =
  <T>(parse: (item: unknown) => T | undefined) =>
  (body: unknown): T[] | undefined =>
    isRecord(body) && Array.isArray(body.data) ? listOf(body.data, parse) : undefined;

/** `{ success: true }`: a call whose answer carries nothing more than that it was done. */
export const succeeded = (body: unknown): true | undefined => (isRecord(body) && body.success === true ? true : undefined);

/** Reads `{ success, data: {...} }` with `parse`. */
export const dataOf =
  <T>(parse: (value: unknown) => T | undefined) =>
  (body: unknown): T | undefined =>
    isRecord(body) ? parse(body.data) : undefined;

export function parseLabTest(value: unknown): LabTest | undefined {
  if (!isRecord(value)) return undefined;
  const _id = nonEmpty(value._id);
  const name = nonEmpty(value.name);
  const price = amount(value.price);
  if (!_id || !name || price === undefined) return undefined;
  return {
    _id,
    name,
    price,
    description: text(value.description) ?? '',
    category: text(value.category) ?? '',
    originalPrice: amount(value.originalPrice),
    imagePath: nonEmpty(value.imagePath),
    sampleType: nonEmpty(value.sampleType),
    fastingRequired: value.fastingRequired === true || value.fastingRequired === 'true',
    reportTime: nonEmpty(value.reportTime),
    includedTests: listOf(value.includedTests, parseGroup),
  };
}

export function parseTabCategory(value: unknown): TabCategory | undefined {
  if (!isRecord(value)) return undefined;
  const name = nonEmpty(value.name);
  if (!name) return undefined;
  return { _id: nonEmpty(value._id) ?? name, name };
}

export function parseCartItem(value: unknown): CartItem | undefined {
  if (!isRecord(value)) return undefined;
  const _id = nonEmpty(value._id);
  const name = nonEmpty(value.name);
  if (!_id || !name) return undefined;
  return {
    _id,
    name,
    category: text(value.category) ?? '',
    description: text(value.description) ?? '',
    price: amount(value.price) ?? 0,
  };
}

/** Product §7: search entries lacking a name or an `_id` are dropped. */
export function parseSearchSuggestion(value: unknown): SearchSuggestion | undefined {
  if (!isRecord(value)) return undefined;
  const _id = nonEmpty(value._id);
  const name = nonEmpty(value.name);
  if (!_id || !name) return undefined;
  return { _id, name, category: text(value.category) ?? '', price: amount(value.price) };
}

export function parseBottomBanner(value: unknown): BottomBanner | undefined {
  if (!isRecord(value)) return undefined;
  const imageUrl = nonEmpty(value.imageUrl);
  return imageUrl ? { imageUrl } : undefined;
}
