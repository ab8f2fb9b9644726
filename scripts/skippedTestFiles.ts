import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';

/** A test file none of whose tests ran, and the title of its first group, which says what it needs. */
export interface SkippedFile {
  file: string;
  what: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const skippedStatuses = new Set(['skipped', 'pending', 'todo', 'disabled']);

/**
 * The files of a Vitest run (its JSON report, `--reporter=json`) whose every test was skipped: the
 * API's files that need PostgreSQL skip themselves without `DATABASE_URL` (`describe.skipIf`), and
 * the one that needs PGlite skips itself with it.
 */
export async function skippedTestFiles(report: string, root: string): Promise<SkippedFile[]> {
  const parsed: unknown = JSON.parse(await readFile(report, 'utf8'));
  const files = isRecord(parsed) && Array.isArray(parsed.testResults) ? parsed.testResults : [];
  return files.flatMap((file: unknown) => {
    if (!isRecord(file) || typeof file.name !== 'string' || !Array.isArray(file.assertionResults)) return [];
    const tests = file.assertionResults.filter(isRecord);
    if (tests.length === 0 || !tests.every((test) => skippedStatuses.has(String(test.status)))) return [];
    const [first] = tests;
    const titles = first?.ancestorTitles;
    const what = Array.isArray(titles) && typeof titles[0] === 'string' ? titles[0] : typeof first?.title === 'string' ? first.title : '';
    return [{ file: relative(root, file.name), what }];
  });
}
