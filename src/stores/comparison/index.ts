import { atom, onMount } from 'nanostores';
import { COMPARISON_MOST } from '../../domain/comparison';
import { lazySafeStorage } from '../browserStorage';

/** A package marked for comparison: its id to compare and its name for the tray. */
export interface ComparedPackage {
  id: string;
  name: string;
}

/** What marking or unmarking did: a fourth mark is refused, and the visitor must be told why. */
export type ComparisonMarkResult = 'marked' | 'unmarked' | 'refused';

/** interface §2 browser storage: the marks live in `sessionStorage` under this key, for the tab. */
const COMPARISON_KEY = 'labCompare';

// Blocked storage must not break the store: the marks then last as long as the page.
const visitStorage = lazySafeStorage('sessionStorage');

function isComparedPackage(value: unknown): value is ComparedPackage {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name } = value as Record<string, unknown>;
  return typeof id === 'string' && id !== '' && typeof name === 'string';
}

/** The marks kept by this tab; anything malformed counts as none. */
function keptMarks(): ComparedPackage[] {
  const kept = visitStorage()[COMPARISON_KEY];
  if (kept === undefined) return [];
  try {
    const parsed: unknown = JSON.parse(kept);
    return Array.isArray(parsed) ? parsed.filter(isComparedPackage).slice(0, COMPARISON_MOST) : [];
  } catch {
    return [];
  }
}

/**
 * The packages marked for comparison, in the order they were marked. They last while the visitor
 * moves between screens, and across a reload of the tab.
 */
export const $comparedPackages = atom<readonly ComparedPackage[]>([]);

// Read once something reads the store, not on import; every Compare box and the tray hear a
// change, so the same marks read again change nothing.
onMount($comparedPackages, () => {
  const kept = keptMarks();
  if (JSON.stringify(kept) !== JSON.stringify($comparedPackages.get())) $comparedPackages.set(kept);
});

function keep(marks: readonly ComparedPackage[]): void {
  visitStorage()[COMPARISON_KEY] = JSON.stringify(marks);
  $comparedPackages.set(marks);
}

/** Marks the package, or unmarks it when marked; a mark beyond COMPARISON_MOST is refused. */
export function toggleComparedPackage(pkg: ComparedPackage): ComparisonMarkResult {
  const marks = $comparedPackages.get();
  if (marks.some((mark) => mark.id === pkg.id)) {
    keep(marks.filter((mark) => mark.id !== pkg.id));
    return 'unmarked';
  }
  if (marks.length >= COMPARISON_MOST) return 'refused';
  keep([...marks, { id: pkg.id, name: pkg.name }]);
  return 'marked';
}

/** Takes the package out of the comparison (the tray's remove button). */
export function unmarkComparedPackage(id: string): void {
  const marks = $comparedPackages.get();
  if (marks.some((mark) => mark.id === id)) keep(marks.filter((mark) => mark.id !== id));
}
