/**
 * `npm run bench`: performance figures with ratios against baselines measured in the same run
 * (machines here are shared and noisy, so absolute times alone mean little).
 *
 *   npm run bench                      every section
 *   npm run bench -- startup audit     only these sections (by id), in the order they are listed here
 *   npm run bench -- --list            the section ids
 */
import { existsSync } from 'node:fs';
import type { BenchSection } from './section.js';
import { startupSection } from './sections-startup.js';

/** Sections that import nothing from src/ (they time the built CLI as a user runs it). */
const STANDALONE: readonly BenchSection[] = [startupSection];

/**
 * Every section, start-up first (it times whole processes, best before the long sections have
 * warmed the machine). The other sections import src/ code; they are loaded only when asked for,
 * so `npm run bench -- startup` runs even while an unrelated section does not load.
 */
async function sectionsFor(ids: readonly string[]): Promise<readonly BenchSection[]> {
  if (ids.length > 0 && ids.every((id) => STANDALONE.some((section) => section.id === id))) return STANDALONE;
  const { BENCH_SECTIONS } = await import('./sections.js');
  return [...STANDALONE, ...BENCH_SECTIONS];
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const sections = await sectionsFor(args.filter((arg) => !arg.startsWith('--')));
  if (args.includes('--list')) {
    for (const section of sections) console.log(`${section.id.padEnd(16)} ${section.title}`);
    return 0;
  }
  const unknown = args.filter((id) => !sections.some((section) => section.id === id));
  if (unknown.length > 0) {
    console.error(`unknown bench section ${unknown.map((id) => `"${id}"`).join(', ')}; known: ${sections.map((section) => section.id).join(', ')}`);
    return 2;
  }
  console.log(`leakscope bench — node ${process.version}, ${new Date().toISOString()}`);
  for (const section of sections) {
    if (args.length > 0 && !args.includes(section.id)) continue;
    console.log(`\n## ${section.title}`);
    if (section.needs !== undefined && !existsSync(section.needs)) {
      console.log(`skipped: ${section.needs} is absent (reference data lives in ../shared/data)`);
      continue;
    }
    await section.run();
  }
  return 0;
}

process.exitCode = await main();
