// Bytes allocated on the JavaScript heap per run of an operation: a figure that does not move with the machine's load
// (unlike time, or CPU time on a shared machine), for the cost guards of the test command (issue 30). Every byte the
// heap held after the window, plus every byte the collector freed during it, after a full collection before it.
import fs from 'node:fs';
import { runInNewContext } from 'node:vm';
import v8, { GCProfiler } from 'node:v8';

v8.setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** The operation's average heap allocation in bytes over `runs` runs (after `warmUp` runs for the JIT and caches). */
export async function allocatedBytes(run: () => unknown, runs = 10, warmUp = 5): Promise<number> {
  for (let i = 0; i < warmUp; i++) await run();
  gc();
  const profiler = new GCProfiler();
  const before = v8.getHeapStatistics().used_heap_size;
  profiler.start();
  for (let i = 0; i < runs; i++) await run();
  const after = v8.getHeapStatistics().used_heap_size;
  let freed = 0;
  for (const event of profiler.stop()?.statistics ?? [])
    freed += event.beforeGC.heapStatistics.usedHeapSize - event.afterGC.heapStatistics.usedHeapSize;
  return (after - before + freed) / runs;
}

/** A guard of bench/budgets.json (`guards`): the most the figure may be, in its unit. */
export interface Guard {
  label: string;
  unit: string;
  budget: number;
}
/** The guards of bench/budgets.json, the one file of budgets (`pnpm bench` reads its `figures`). */
export const guards: Record<string, Guard> = JSON.parse(
  fs.readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'),
).guards;
