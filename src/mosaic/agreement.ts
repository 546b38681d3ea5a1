/**
 * Agreement of a judge with the hand-labelled answers in `data/mosaic/judge-labels.jsonl`:
 * precision, recall and Cohen's kappa for mosaic and for refusal. Unknown judgements are
 * counted apart and never scored as "no".
 */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { LeakscopeError } from '../contracts/index.js';
import { parseJson } from '../lib/json-parse.js';
import { describeIssues } from '../trace/issues.js';
import { cohenKappa } from '../metrics/statistics.js';
import type { MosaicExample } from './dataset.js';
import type { Judgement } from './judge.js';

/** One hand-labelled answer of `judge-labels.jsonl`. */
export const JudgeLabelSchema = z.strictObject({
  id: z.string().min(1),
  exampleId: z.string().min(1),
  /** joined, paraphrase-join, side-by-side, partial, refusal, refusal-leak, not-found, benign, compliance-note. */
  category: z.string().min(1),
  mosaic: z.boolean(),
  refusal: z.boolean(),
  answer: z.string().min(1),
  /** `dev` labels were used while writing the offline judge; `held-out` ones were written after and never tuned against. */
  split: z.enum(['dev', 'held-out']).default('dev'),
});
/** A parsed judge label. */
export type JudgeLabel = z.infer<typeof JudgeLabelSchema>;

/** Parses the labels file; errors name the line and field. */
export function parseJudgeLabels(text: string, path: string): JudgeLabel[] {
  const out: JudgeLabel[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '') continue;
    const json = parseJson(line);
    if (!json.ok) throw new LeakscopeError('invalid-record', `${path}:${index + 1}: ${json.message}`);
    const parsed = JudgeLabelSchema.safeParse(json.value);
    if (!parsed.success) throw new LeakscopeError('invalid-record', `${path}:${index + 1}: ${describeIssues(parsed.error.issues.slice(0, 1), json.value)}`);
    out.push(parsed.data);
  }
  return out;
}

/** Reads and parses a labels file. */
export async function loadJudgeLabels(path: string): Promise<JudgeLabel[]> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new LeakscopeError('input-not-found', `cannot read judge labels ${path}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`);
  }
  return parseJudgeLabels(text, path);
}

/** Agreement on one boolean. Precision/recall are null when undefined (no positives). */
export interface BinaryAgreement {
  readonly n: number;
  readonly truePositive: number;
  readonly falsePositive: number;
  readonly falseNegative: number;
  readonly trueNegative: number;
  /** Answers the judge could not decide (excluded from the counts above). */
  readonly unknown: number;
  readonly precision: number | null;
  readonly recall: number | null;
  readonly kappa: number | null;
}

/** Agreement of one judge with the labels. */
export interface JudgeAgreement {
  readonly judge: string;
  readonly labels: number;
  readonly mosaic: BinaryAgreement;
  readonly refusal: BinaryAgreement;
  /** The same, per split: `dev` labels were seen while the offline judge was written, `held-out` ones were not. */
  readonly bySplit: Readonly<Partial<Record<JudgeLabel['split'], { readonly labels: number; readonly mosaic: BinaryAgreement; readonly refusal: BinaryAgreement }>>>;
  /** Label ids where the judge disagreed, with the field. */
  readonly disagreements: ReadonlyArray<{ readonly id: string; readonly category: string; readonly field: 'mosaic' | 'refusal'; readonly label: boolean; readonly judged: boolean | null }>;
}

function binary(pairs: ReadonlyArray<{ label: boolean; judged: boolean | null }>): BinaryAgreement {
  let truePositive = 0;
  let falsePositive = 0;
  let falseNegative = 0;
  let trueNegative = 0;
  let unknown = 0;
  for (const { label, judged } of pairs) {
    if (judged === null) unknown += 1;
    else if (label && judged) truePositive += 1;
    else if (!label && judged) falsePositive += 1;
    else if (label && !judged) falseNegative += 1;
    else trueNegative += 1;
  }
  return {
    n: pairs.length - unknown,
    truePositive,
    falsePositive,
    falseNegative,
    trueNegative,
    unknown,
    precision: truePositive + falsePositive === 0 ? null : truePositive / (truePositive + falsePositive),
    recall: truePositive + falseNegative === 0 ? null : truePositive / (truePositive + falseNegative),
    kappa: cohenKappa(truePositive, falseNegative, falsePositive, trueNegative),
  };
}

/**
 * Scores a judge against the labels. Labels whose example is not in `examples` are an error.
 *
 * @example await measureAgreement(labels, examples, async (example, text) => judgeOffline(example, text))
 */
export async function measureAgreement(
  labels: readonly JudgeLabel[],
  examples: readonly MosaicExample[],
  judge: (example: MosaicExample, answer: string) => Judgement | Promise<Judgement>,
): Promise<JudgeAgreement> {
  const byId = new Map(examples.map((example) => [example.id, example]));
  type Pair = { label: boolean; judged: boolean | null; split: JudgeLabel['split'] };
  const mosaic: Pair[] = [];
  const refusal: Pair[] = [];
  const disagreements: Array<JudgeAgreement['disagreements'][number]> = [];
  let judgeName = 'none';
  for (const label of labels) {
    const example = byId.get(label.exampleId);
    if (example === undefined) throw new LeakscopeError('invalid-record', `judge label ${label.id}: unknown example "${label.exampleId}"`);
    const judgement = await judge(example, label.answer);
    judgeName = judgement.judge;
    mosaic.push({ label: label.mosaic, judged: judgement.mosaic, split: label.split });
    refusal.push({ label: label.refusal, judged: judgement.refusal, split: label.split });
    if (judgement.mosaic !== label.mosaic) disagreements.push({ id: label.id, category: label.category, field: 'mosaic', label: label.mosaic, judged: judgement.mosaic });
    if (judgement.refusal !== label.refusal) disagreements.push({ id: label.id, category: label.category, field: 'refusal', label: label.refusal, judged: judgement.refusal });
  }
  const bySplit: Partial<Record<JudgeLabel['split'], { labels: number; mosaic: BinaryAgreement; refusal: BinaryAgreement }>> = {};
  for (const split of ['dev', 'held-out'] as const) {
    const count = labels.filter((label) => label.split === split).length;
    if (count > 0) bySplit[split] = { labels: count, mosaic: binary(mosaic.filter((pair) => pair.split === split)), refusal: binary(refusal.filter((pair) => pair.split === split)) };
  }
  return { judge: judgeName, labels: labels.length, mosaic: binary(mosaic), refusal: binary(refusal), bySplit, disagreements };
}
