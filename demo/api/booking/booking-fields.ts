import { HttpError } from '../http/http-error';

/**
 * Readers of a booking body's fields: each returns the checked value or refuses with a 400 whose
 * message starts with the field's name, so a caller knows what to fix.
 */
export function requiredText(body: Record<string, unknown>, field: string, maxLength: number): string {
  const value = optionalText(body, field, maxLength);
  if (value === undefined) throw new HttpError(400, `${field} is required`);
  return value;
}

/** A text that may be absent, null or blank (then undefined). */
export function optionalText(body: Record<string, unknown>, field: string, maxLength: number): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new HttpError(400, `${field} must be text`);
  const text = value.trim().replace(/\s+/g, ' ');
  if (text.length > maxLength) throw new HttpError(400, `${field} must be at most ${maxLength} characters`);
  return text === '' ? undefined : text;
}

export function wholeNumber(body: Record<string, unknown>, field: string, min: number, max: number): number {
  const value = body[field];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new HttpError(400, `${field} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

export function oneOf<const Choice extends string>(body: Record<string, unknown>, field: string, choices: readonly Choice[]): Choice {
  const value = body[field];
  if (typeof value !== 'string' || !(choices as readonly string[]).includes(value)) {
    throw new HttpError(400, `${field} must be one of: ${choices.join(', ')}`);
  }
  return value as Choice;
}

/** An id the caller names: a short text, else a 400 (an id that names nothing is the caller's 404). */
export function idField(body: Record<string, unknown>, field: string, label = field): string {
  const value = body[field];
  if (typeof value !== 'string' || value === '' || value.length > 100) throw new HttpError(400, `${label} is required`);
  return value;
}
