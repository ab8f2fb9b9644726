import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { InteractionResult } from './interactionLatency';

/** A tap answered within it feels instant; the store's target for every interaction. */
export const INTERACTION_BUDGET_MS = 100;

/** Prints the interactions' table and writes it to `bench-results/interactions.json`. */
export async function reportInteractions(results: InteractionResult[], runs: number): Promise<void> {
  console.log(`\nSlowest event of each interaction (Event Timing, 4x CPU, 375 x 812), median of ${runs} runs`);
  console.log('| interaction | latency | runs |');
  console.log('|---|---|---|');
  for (const { name, medianMs, runsMs } of results) {
    const over = medianMs > INTERACTION_BUDGET_MS ? ` (over ${INTERACTION_BUDGET_MS} ms)` : '';
    console.log(`| ${name} | ${medianMs} ms${over} | ${runsMs.join(', ')} |`);
  }
  await mkdir('bench-results', { recursive: true });
  await writeFile(
    join('bench-results', 'interactions.json'),
    `${JSON.stringify({ date: new Date().toISOString(), budgetMs: INTERACTION_BUDGET_MS, interactions: results }, null, 2)}\n`,
  );
}
