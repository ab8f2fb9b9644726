import { map } from 'nanostores';
import type { ApiOutcome } from '../../api/callApi';
import { fetchTestById } from '../../api/catalogue';
import '../apiConnection';
import type { LabTest } from '../../domain/labTest';

/**
 * Every test and package read this visit, by id (product §7 `GET /tests/{id}`): the cart learns
 * what its items include from it, and the product screen shows from it. One request per test id
 * per visit; a failed read is not kept, so a later screen asks again.
 */
export const $testDetails = map<Record<string, LabTest>>({});

const underWay = new Map<string, Promise<ApiOutcome<LabTest>>>();

export function readTestDetails(id: string): Promise<ApiOutcome<LabTest>> {
  const known = $testDetails.get()[id];
  if (known) return Promise.resolve({ ok: true, value: known });
  let request = underWay.get(id);
  if (!request) {
    request = fetchTestById(id).then((outcome) => {
      underWay.delete(id);
      if (outcome.ok) $testDetails.setKey(id, outcome.value);
      return outcome;
    });
    underWay.set(id, request);
  }
  return request;
}

/** Reads the details of every id not known yet, in the background. */
export function requestTestDetails(ids: readonly string[]): void {
  for (const id of ids) void readTestDetails(id);
}

/**
 * One product for a screen or card (product §8 'Product not found'): the server's 404 is an answer
 * (`null`), not a failure. A product already read this visit (an item of the cart) is not asked
 * for again.
 */
export async function readProduct(id: string): Promise<ApiOutcome<LabTest | null>> {
  return productOrNotFound(await readTestDetails(id));
}

/** A read of one product, where the server's 404 means there is no such product (`null`). */
export function productOrNotFound(outcome: ApiOutcome<LabTest>): ApiOutcome<LabTest | null> {
  if (!outcome.ok && outcome.status === 404) return { ok: true, value: null };
  return outcome;
}
