import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * A child's output, line by line, each line under the name of the step it belongs to: steps that
 * run side by side (`npm run build`, `npm test`) stay readable.
 */
export function prefixOutput(child: ChildProcess, name: string): void {
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    if (stream) createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => out.write(`[${name}] ${line}\n`));
  }
}
