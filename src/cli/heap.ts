/**
 * How far V8's old space may grow past what survived the last full collection (docs/decisions/009).
 * `lean` (5%) keeps a tiers 1–2 audit's peak RSS at its live set whatever the input size; `default`
 * is V8's own dynamic factor, which tier 3 (a large live set: the wink model, WordNet) needs, since
 * with 5% it spent about 30% longer collecting. A `--heap-growing-percent` the user gives node wins.
 */
import { setFlagsFromString } from 'node:v8';

const userSet = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].some((flag) => flag.startsWith('--heap-growing-percent'));

export function heapGrowth(mode: 'lean' | 'default'): void {
  if (userSet) return;
  setFlagsFromString(`--heap-growing-percent=${mode === 'lean' ? 5 : 0}`);
}
