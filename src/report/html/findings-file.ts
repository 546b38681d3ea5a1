/**
 * Reading `findings.jsonl` back (written by `audit --out`), for `leakscope report` and the
 * trace viewer. Streams: a day of findings never sits in one string.
 */
import { access } from 'node:fs/promises';
import { FindingSchema, LeakscopeError, type Finding } from '../../contracts/index.js';
import { readLines } from '../../trace/reader.js';

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
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new LeakscopeError('invalid-record', `${path}:${item.line}: not a finding: field "${issue?.path.join('.') ?? ''}": ${issue?.message ?? 'invalid'}`, { path, line: item.line });
    }
    yield parsed.data;
  }
}
