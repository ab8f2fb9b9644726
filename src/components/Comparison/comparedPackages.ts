import type { ApiOutcome } from '../../api/callApi';
import { COMPARISON_MOST } from '../../domain/comparison';
import type { LabTest } from '../../domain/labTest';
import { readProduct } from '../../stores/testDetails';

/** The ids a comparison shows: trimmed, each once, the first few it shows (product §10); and whether more were given. */
export function comparedIds(ids: readonly string[]): { ids: string[]; tooMany: boolean } {
  const distinct = [...new Set(ids.map((id) => id.trim()).filter(Boolean))];
  return { ids: distinct.slice(0, COMPARISON_MOST), tooMany: distinct.length > COMPARISON_MOST };
}

/** The packages found, in the order asked, and the ids the lab does not know. */
export interface ComparedPackages {
  found: LabTest[];
  missing: string[];
}

/** One product by id, `null` when the lab does not know it (the store's `readProduct`; a server passes its own). */
export type ReadOneProduct = (id: string) => Promise<ApiOutcome<LabTest | null>>;

/**
 * Every package of the comparison (product §7 `GET /tests/{id}`, each read once per visit by the
 * store). An unknown id is named, not a failure: the others are still compared. Any other failure
 * fails the whole read, for one Retry.
 */
export async function readComparedPackages(
  ids: readonly string[],
  readOne: ReadOneProduct = readProduct,
): Promise<ApiOutcome<ComparedPackages>> {
  const outcomes = await Promise.all(ids.map((id) => readOne(id)));
  const found: LabTest[] = [];
  const missing: string[] = [];
  for (const [index, outcome] of outcomes.entries()) {
    if (!outcome.ok) return outcome;
    if (outcome.value) found.push(outcome.value);
    else missing.push(ids[index] ?? '');
  }
  return { ok: true, value: { found, missing } };
}

/** The key of a comparison's read, the same in the browser and on a server (src/server). */
export const comparisonReadKey = (ids: readonly string[]) => `comparison:${ids.join(',')}`;
