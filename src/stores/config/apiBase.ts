import { atom } from 'nanostores';

/**
 * The API's base address (interface §2 `api-base`). Set from any element on the page, it serves
 * every element; without one, calls go to the page's own origin.
 */
export const $apiBase = atom<string>('');

export function setApiBase(value: string | null | undefined): void {
  const trimmed = (value ?? '').trim().replace(/\/+$/, '');
  if (trimmed) $apiBase.set(trimmed);
}
