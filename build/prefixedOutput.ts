import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * A child's output, line by line, each line under the name of the step it belongs to: steps that
 * run side by side (`npm run build`, `npm test`) stay readable. `onStderrLine` sees each line the
 * child wrote to its standard error.
 */
export function prefixOutput(child: ChildProcess, name: string, onStderrLine?: (line: string) => void): void {
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    if (!stream) continue;
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      out.write(`[${name}] ${line}\n`);
      if (out === process.stderr) onStderrLine?.(line);
    });
  }
}
