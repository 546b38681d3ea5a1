/**
 * Labelled data for calibrating tier 3: JSON Lines of
 * `{ id, text, facts: [{ key, value }], labels: { key: true|false }, split?, kind?, domain? }`.
 * A label says whether the text discloses the fact (`true`) or not. Malformed lines are
 * reported with their file and line and skipped; every valid line is kept.
 */
import { z } from 'zod';
import { ValueKindSchema, ValueTierSchema, VaultFieldSchema, type VaultField } from '../../contracts/index.js';
import { describeIssues, describeJsonError, rejectedLine } from '../../trace/issues.js';
import { readLines, type RejectedLine } from '../../trace/index.js';

/** Kinds of labelled items: how a positive discloses, or what kind of hard negative it is. */
export const LabelledKindSchema = z.enum(['verbatim', 'paraphrase', 'partial', 'inference', 'hedged', 'negation', 'denial', 'decoy']);

/**
 * The error class an item exercises (issue 14's list): `common-word` values out of context,
 * `enumeration` (a value among listed options), `template` (a value inside a heading or column
 * name), `short-value` (1–3 characters or a bare score next to its label), `list` / `record`
 * values rendered in prose, tables or in part, `inserted` material inside a value, `multi-clause`
 * facts, `hedged` / partial paraphrase, `wrong-subject` (the fact's words about someone else),
 * `identifier`, and `plain` (ordinary verbatim or paraphrased disclosure).
 */
export const LabelledClassSchema = z.enum(['common-word', 'enumeration', 'template', 'short-value', 'list', 'record', 'inserted', 'multi-clause', 'hedged', 'wrong-subject', 'identifier', 'plain']);
export type LabelledClass = z.infer<typeof LabelledClassSchema>;
export type LabelledKind = z.infer<typeof LabelledKindSchema>;

export const LabelledFactSchema = z.strictObject({
  key: z.string().min(1),
  value: z.string().min(1),
  /** Structured value kind (`money`, `number`, `date`); absent means a natural-language fact. */
  kind: ValueKindSchema.optional(),
  tier: ValueTierSchema.optional(),
  label: z.string().optional(),
  paraphrases: z.array(z.string()).optional(),
  /** Who the fact is about (`Sam Lee`); tier 3 requires the text to be about them. */
  subject: z.string().min(1).optional(),
  /** The record the fact belongs to (fields of one record share it). */
  record: z.string().optional(),
});
export type LabelledFact = z.infer<typeof LabelledFactSchema>;

export const LabelledItemSchema = z
  .strictObject({
    id: z.string().min(1),
    text: z.string(),
    facts: z.array(LabelledFactSchema).min(1),
    labels: z.record(z.string(), z.boolean()),
    /** `tune` (used to choose thresholds) or `test` (held back); free text is allowed. */
    split: z.string().optional(),
    kind: LabelledKindSchema.optional(),
    domain: z.string().optional(),
    /** The error class the item exercises. */
    class: LabelledClassSchema.optional(),
    /** Group id of the fact (items of one fact share a split). */
    fact: z.string().optional(),
  })
  .refine((item) => Object.keys(item.labels).every((key) => item.facts.some((fact) => fact.key === key)), { message: 'every label must name a fact key', path: ['labels'] });
export type LabelledItem = z.infer<typeof LabelledItemSchema>;

/** Labelled items of a file, and the lines that were rejected. */
export interface LabelledData {
  readonly items: readonly LabelledItem[];
  readonly rejected: readonly RejectedLine[];
}

const STRUCTURED_KINDS = new Set(['money', 'number', 'date', 'ssn', 'card', 'iban', 'routing', 'account', 'phone', 'email', 'identifier', 'name', 'address', 'icd10', 'text']);

/**
 * The vault a labelled item describes: natural-language facts are `semantic`, facts with a
 * structured kind are `structured`.
 *
 * @example vaultOfItem({ facts: [{ key: 'salary', value: '$85,000', kind: 'money' }], ... })[0].tier // 'structured'
 */
export function vaultOfItem(item: Pick<LabelledItem, 'facts'>): VaultField[] {
  return item.facts.map((fact) =>
    VaultFieldSchema.parse({
      key: fact.key,
      value: fact.value,
      tier: fact.tier ?? (fact.kind !== undefined && STRUCTURED_KINDS.has(fact.kind) ? 'structured' : 'semantic'),
      ...(fact.kind === undefined ? {} : { kind: fact.kind }),
      ...(fact.label === undefined ? {} : { label: fact.label }),
      ...(fact.paraphrases === undefined ? {} : { paraphrases: fact.paraphrases }),
      ...(fact.subject === undefined ? {} : { subject: fact.subject }),
      ...(fact.record === undefined ? {} : { record: fact.record }),
    }),
  );
}

/** Parses one line of labelled data; the error message never quotes the line's values. */
export function parseLabelledLine(text: string, file: string, line: number): { ok: true; item: LabelledItem } | { ok: false; error: RejectedLine } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: rejectedLine(file, line, describeJsonError(error, text)) };
  }
  const parsed = LabelledItemSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: rejectedLine(file, line, describeIssues(parsed.error.issues, raw)) };
  return { ok: true, item: parsed.data };
}

/**
 * Reads a labelled JSONL file (plain or .gz). Blank lines are skipped.
 *
 * @example const { items, rejected } = await readLabelledData('test/data/semantic/dev.jsonl');
 */
export async function readLabelledData(source: string): Promise<LabelledData> {
  const items: LabelledItem[] = [];
  const rejected: RejectedLine[] = [];
  for await (const line of readLines(source)) {
    if (!line.ok) {
      rejected.push(line.error);
      continue;
    }
    if (line.text.trim() === '') continue;
    const parsed = parseLabelledLine(line.text, line.file, line.line);
    if (parsed.ok) items.push(parsed.item);
    else rejected.push(parsed.error);
  }
  return { items, rejected };
}
