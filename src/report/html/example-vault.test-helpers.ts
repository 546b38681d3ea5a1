/**
 * Raw vault values of a trace file, and a check that none of them appears in some output:
 * the test behind "reports do not re-leak" for report.html, report.md and the viewer.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

/** The hand-written example traces (inline vaults). */
export const EXAMPLE_TRACES = resolve(import.meta.dirname, '../../../examples/traces.jsonl');

/**
 * Every raw value of every inline vault in a leakscope JSONL file, plus the digits-only form
 * of values with five or more digits (the form a detector also finds: `512443981`).
 */
export async function vaultValues(file: string = EXAMPLE_TRACES): Promise<string[]> {
  const values = new Set<string>();
  for (const line of (await readFile(file, 'utf8')).split('\n')) {
    if (line.trim() === '') continue;
    const record: unknown = JSON.parse(line);
    if (typeof record !== 'object' || record === null || !('vault' in record) || !Array.isArray(record.vault)) continue;
    for (const field of record.vault as unknown[]) {
      if (typeof field !== 'object' || field === null || !('value' in field) || typeof field.value !== 'string') continue;
      const value = field.value;
      if (value.trim().length < 3) continue;
      values.add(value);
      const digits = value.replace(/\D/g, '');
      if (digits.length >= 5) values.add(digits);
    }
  }
  return [...values];
}

/** A date and time of day (`2026-12-04T02:46:57.669Z`): the report's own time stamps, which no vault value is. */
const TIME_STAMP = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})/g;

/**
 * The values (from {@link vaultValues}) that occur in the text, case-insensitively. Time stamps
 * are taken out first: on the day a vault date names (the example books a follow-up on
 * 2026-12-04), the report's `generatedAt` is no re-leak.
 */
export function rawValuesIn(text: string, values: readonly string[]): string[] {
  const lower = text.replace(TIME_STAMP, '<time>').toLowerCase();
  return values.filter((value) => lower.includes(value.toLowerCase()));
}
