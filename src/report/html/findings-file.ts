/**
 * Reading `findings.jsonl` back (written by `audit --out`; `bench` writes `findings.jsonl.gz`),
 * for `leakscope report` and the trace viewer. Streams: a day of findings never sits in one string.
 */
import { statSync } from 'node:fs';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { FindingSchema, LeakscopeError, type Finding } from '../../contracts/index.js';
import { describeIssues } from '../../trace/issues.js';
import { readLines } from '../../trace/reader.js';

/** The names a run directory's findings file goes by: `audit --out` writes the first, `bench` the second. */
export const FINDINGS_FILES = ['findings.jsonl', 'findings.jsonl.gz'] as const;

/**
 * The findings file of a run directory: `findings.jsonl` or `findings.jsonl.gz`, or null when
 * it has neither. When both are there (an `audit --out` into a `bench` run directory), the one
 * written last is the one that goes with the directory's report.
 *
 * @example
 * const findings = findingsFileIn('leakscope-out/r1'); // 'leakscope-out/r1/findings.jsonl.gz'
 */
export function findingsFileIn(dir: string): string | null {
  let newest: { path: string; modified: number } | null = null;
  for (const name of FINDINGS_FILES) {
    const path = join(dir, name);
    const info = statSync(path, { throwIfNoEntry: false });
    if (info === undefined || !info.isFile()) continue;
    if (newest === null || info.mtimeMs > newest.modified) newest = { path, modified: info.mtimeMs };
  }
  return newest?.path ?? null;
}

/**
 * Yields every finding of a JSONL file (plain or `.gz`). A bad line throws a
 * `LeakscopeError('invalid-record')` naming the file, line and field — never the line itself,
 * which may hold private values.
 *
 * @example
 * for await (const finding of readFindingsFile('out/findings.jsonl')) count(finding);
 */
export async function* readFindingsFile(path: string): AsyncGenerator<Finding> {
  try {
    await access(path);
  } catch {
    throw new LeakscopeError('input-not-found', `findings file not found: ${path}`, { path });
  }
  for await (const item of readLines(path)) {
    if (!item.ok) throw new LeakscopeError('input-unreadable', item.error.message, { path });
    if (item.text.trim() === '') continue;
    let json: unknown;
    try {
      json = JSON.parse(item.text);
    } catch {
      throw new LeakscopeError('malformed-line', `${path}:${item.line}: not valid JSON`, { path, line: item.line });
    }
    const parsed = FindingSchema.safeParse(json);
    if (!parsed.success) throw new LeakscopeError('invalid-record', `${path}:${item.line}: not a finding: ${describeIssues(parsed.error.issues.slice(0, 1), json)}`, { path, line: item.line });
    yield parsed.data;
  }
}
