import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import type { JSONReport, JSONReportSuite } from '@playwright/test/reporter';

/** One app's browser tests, from the examples' Playwright JSON report. */
export interface BrowserResults {
  passed: number;
  /** Each failed test as `title: its error in short`. */
  failed: string[];
  /** The tests' own durations added up (two workers run them side by side). */
  seconds: number;
}

/** The assertion's first line and what it received: enough to tell the failures apart. */
function errorSummary(message: string | undefined): string {
  const lines = stripVTControlCharacters(message ?? 'failed').trim().split('\n');
  const received = lines.find((line) => /^\s*(Received:|\+ {3})/.test(line))?.trim();
  return [lines[0], received].filter(Boolean).join(' ');
}

/** Results per Playwright project (= app name); an app whose tests did not run is absent. */
export function readBrowserResults(reportFile: string): Map<string, BrowserResults> {
  const byApp = new Map<string, BrowserResults>();
  if (!existsSync(reportFile)) return byApp;
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as JSONReport;
  const visit = (suite: JSONReportSuite) => {
    for (const spec of suite.specs) {
      for (const test of spec.tests) {
        const results = byApp.get(test.projectName) ?? { passed: 0, failed: [], seconds: 0 };
        byApp.set(test.projectName, results);
        results.seconds += test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
        if (test.status === 'expected' || test.status === 'flaky') results.passed += 1;
        else if (test.status === 'unexpected') {
          const errors = test.results.flatMap((result) => result.errors);
          results.failed.push(`${spec.title}: ${errorSummary(errors[0]?.message)}`);
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites) visit(suite);
  return byApp;
}
