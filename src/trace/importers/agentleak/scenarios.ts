/**
 * AgentLeak import: converts the released `scenarios_full_1000.jsonl` into leakscope scenarios,
 * with a per-record report. Every line ends as `imported`, `imported-with-notes` or `rejected`,
 * each non-clean outcome with its reasons; no record is dropped without one.
 */
import { basename } from 'node:path';
import type { Scenario } from '../../../contracts/index.js';
import { attackById } from '../../../scenario/attacks/catalog.js';
import { convertAgentLeakRecord, type ImportReason, type ImportReasonCode } from './scenario-convert.js';
import { AgentLeakRecordSchema } from './scenario-source.js';
import { formatPath } from '../../../scenario/checks.js';
import { describeIssueDetail } from '../../issues.js';
import { parseJsonLine, readTextLines } from '../../../scenario/jsonl.js';

export type { ImportReasonCode } from './scenario-convert.js';

/** One line of the import report. */
export interface ImportReportEntry {
  readonly line: number;
  /** The record's `scenario_id`, or null when it could not be read. */
  readonly scenarioId: string | null;
  readonly status: 'imported' | 'imported-with-notes' | 'rejected';
  /** `code: detail`, e.g. `surface-defaulted: injection surface null; used ...`. */
  readonly reasons: string[];
}

/** A report entry with the converted scenario (absent when rejected) and grouping labels. */
export interface ImportOutcome extends ImportReportEntry {
  readonly scenario?: Scenario;
  readonly reasonCodes: readonly ImportReasonCode[];
  /** The attack class named by the record, `none` without an attack. */
  readonly attackClass: string;
  /** The catalog family of that class, `none` without an attack, `unknown` for unknown classes. */
  readonly family: string;
}

function outcome(line: number, scenarioId: string | null, reasons: readonly ImportReason[], scenario: Scenario | undefined, attackClass: string): ImportOutcome {
  const status = scenario === undefined ? 'rejected' : reasons.length > 0 ? 'imported-with-notes' : 'imported';
  const family = attackClass === 'none' ? 'none' : (attackById(attackClass)?.family ?? 'unknown');
  const base = {
    line,
    scenarioId,
    status,
    reasons: reasons.map((reason) => `${reason.code}: ${reason.detail}`),
    reasonCodes: [...new Set(reasons.map((reason) => reason.code))],
    attackClass,
    family,
  } as const;
  return scenario === undefined ? base : { ...base, scenario };
}

/**
 * Converts one line of an AgentLeak scenario file. `seenIds` (shared across a file) makes a
 * repeated `scenario_id` a rejection.
 */
export function convertAgentLeakLine(text: string, line: number, from: string, seenIds: Set<string>): ImportOutcome {
  const json = parseJsonLine(text);
  if (!json.ok) return outcome(line, null, [{ code: 'invalid-json', detail: json.message }], undefined, 'none');
  const parsed = AgentLeakRecordSchema.safeParse(json.value);
  if (!parsed.success) {
    const details = parsed.error.issues.slice(0, 3).map((issue) => `${formatPath(issue.path)}: ${describeIssueDetail(issue, json.value)}`);
    const rawId = (json.value as { scenario_id?: unknown } | null)?.scenario_id;
    return outcome(line, typeof rawId === 'string' ? rawId : null, [{ code: 'invalid-record', detail: details.join('; ') }], undefined, 'none');
  }
  const record = parsed.data;
  const attackClass = record.attack.enabled ? (record.attack.attack_class ?? 'unknown') : 'none';
  if (seenIds.has(record.scenario_id)) return outcome(line, record.scenario_id, [{ code: 'duplicate-id', detail: `scenario_id already used by an earlier line` }], undefined, attackClass);
  seenIds.add(record.scenario_id);
  const result = convertAgentLeakRecord(record, from);
  return outcome(line, record.scenario_id, result.reasons, result.ok ? result.scenario : undefined, attackClass);
}

/**
 * Streams the outcomes of importing an AgentLeak scenario file, one per non-blank line.
 *
 * @example
 * for await (const item of importAgentLeakFile('scenarios_full_1000.jsonl')) if (item.scenario) write(item.scenario);
 */
export async function* importAgentLeakFile(path: string): AsyncGenerator<ImportOutcome> {
  const from = `agentleak:${basename(path)}`;
  const seenIds = new Set<string>();
  for await (const { line, text } of readTextLines(path)) yield convertAgentLeakLine(text, line, from, seenIds);
}

/** Counts of one group of outcomes. */
export interface ImportCounts {
  total: number;
  imported: number;
  rejected: number;
}

/** Counts by status, attack class, catalog family and reason code. */
export interface ImportSummary {
  readonly total: number;
  readonly imported: number;
  readonly importedWithNotes: number;
  readonly rejected: number;
  readonly byClass: Readonly<Record<string, ImportCounts>>;
  readonly byFamily: Readonly<Record<string, ImportCounts>>;
  /** How many records carry each reason code. */
  readonly byReason: Readonly<Partial<Record<ImportReasonCode, number>>>;
}

/** Summarises import outcomes. */
export function summarizeImport(outcomes: Iterable<ImportOutcome>): ImportSummary {
  let total = 0;
  let imported = 0;
  let importedWithNotes = 0;
  let rejected = 0;
  const byClass: Record<string, ImportCounts> = {};
  const byFamily: Record<string, ImportCounts> = {};
  const byReason: Partial<Record<ImportReasonCode, number>> = {};
  const bump = (table: Record<string, ImportCounts>, key: string, ok: boolean): void => {
    const row = (table[key] ??= { total: 0, imported: 0, rejected: 0 });
    row.total += 1;
    if (ok) row.imported += 1;
    else row.rejected += 1;
  };
  for (const item of outcomes) {
    total += 1;
    const ok = item.status !== 'rejected';
    if (item.status === 'imported') imported += 1;
    else if (item.status === 'imported-with-notes') importedWithNotes += 1;
    else rejected += 1;
    bump(byClass, item.attackClass, ok);
    bump(byFamily, item.family, ok);
    for (const code of item.reasonCodes) byReason[code] = (byReason[code] ?? 0) + 1;
  }
  return { total, imported, importedWithNotes, rejected, byClass, byFamily, byReason };
}

/** The summary as plain-text lines (for the CLI and docs). */
export function renderImportSummary(summary: ImportSummary): string {
  const lines = [
    `records: ${summary.total}  imported: ${summary.imported}  imported-with-notes: ${summary.importedWithNotes}  rejected: ${summary.rejected}`,
    '',
    'by class (total / imported / rejected):',
    ...Object.entries(summary.byClass)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, row]) => `  ${name.padEnd(28)} ${String(row.total).padStart(5)} ${String(row.imported).padStart(5)} ${String(row.rejected).padStart(5)}`),
    '',
    'by catalog family (total / imported / rejected):',
    ...Object.entries(summary.byFamily)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, row]) => `  ${name.padEnd(28)} ${String(row.total).padStart(5)} ${String(row.imported).padStart(5)} ${String(row.rejected).padStart(5)}`),
    '',
    'records by reason:',
    ...Object.entries(summary.byReason)
      .sort(([, a], [, b]) => (b ?? 0) - (a ?? 0))
      .map(([code, count]) => `  ${code.padEnd(32)} ${String(count).padStart(5)}`),
  ];
  return `${lines.join('\n')}\n`;
}
