/**
 * One measured task in its own process, so its peak RSS is its own. Prints one JSON line:
 * { task, ms, maxRssMB, items, bytes }. Run by bench/main.ts.
 */
import { createReadStream, statSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { audit } from '../src/report/audit.js';

async function bareParse(file: string): Promise<number> {
  const input = createReadStream(file);
  const stream = file.endsWith('.gz') ? input.pipe(createGunzip()) : input;
  let count = 0;
  for await (const line of createInterface({ input: stream, crlfDelay: Infinity })) {
    if (line.length === 0) continue;
    JSON.parse(line);
    count += 1;
  }
  return count;
}

async function main(): Promise<void> {
  const [task, file] = process.argv.slice(2);
  if (task === undefined || file === undefined) throw new Error('usage: child.js <bare-parse|audit|audit-embedded> <file>');
  const started = performance.now();
  let items = 0;
  if (task === 'bare-parse') items = await bareParse(file);
  else if (task === 'audit' || task === 'audit-embedded') {
    const { report } = await audit({ sources: [file], labels: task === 'audit' ? 'detectors' : 'embedded' });
    items = report.traces.total;
  } else throw new Error(`unknown task ${task}`);
  const ms = performance.now() - started;
  const maxRssMB = process.resourceUsage().maxRSS / 1024;
  process.stdout.write(`${JSON.stringify({ task, ms, maxRssMB, items, bytes: statSync(file).size })}\n`);
}

await main();
