/**
 * `npm run bench`: performance figures with ratios against baselines measured in the same run
 * (machines here are shared and noisy, so absolute times alone mean little).
 */
import { existsSync } from 'node:fs';
import { BENCH_SECTIONS } from './sections.js';

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  console.log(`leakscope bench — node ${process.version}, ${new Date().toISOString()}`);
  for (const section of BENCH_SECTIONS) {
    if (only.length > 0 && !only.includes(section.id)) continue;
    console.log(`\n## ${section.title}`);
    if (section.needs !== undefined && !existsSync(section.needs)) {
      console.log(`skipped: ${section.needs} is absent (reference data lives in ../shared/data)`);
      continue;
    }
    await section.run();
  }
}

await main();
