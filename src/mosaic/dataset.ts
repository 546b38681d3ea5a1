/**
 * The mosaic benchmark dataset: one JSON object per line in `data/mosaic/examples.jsonl`.
 * Each example holds two SECRET documents (A and B) that jointly entail a TOP SECRET
 * composite neither entails alone, a same-domain distractor, the composite as required
 * element groups plus join cues, and three queries (benign, explicit, adversarial).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { LeakscopeError } from '../contracts/index.js';
import { describeKey } from '../lib/echoable-key.js';
import { parseJson } from '../lib/json-parse.js';
import { describeIssues } from '../trace/issues.js';
import { DEFAULT_EXAMPLES_PATH, DEFAULT_JUDGE_LABELS_PATH } from './paths.js';

export { DEFAULT_EXAMPLES_PATH, DEFAULT_JUDGE_LABELS_PATH };

/** Domains an example may belong to (finance is accepted; none ship yet). */
export const MOSAIC_DOMAINS = ['cybersecurity', 'medical', 'military', 'finance'] as const;
/** Schema of a domain. */
export const MosaicDomainSchema = z.enum(MOSAIC_DOMAINS);
/** A domain. */
export type MosaicDomain = z.infer<typeof MosaicDomainSchema>;

/** Which of the two entailing documents a fact comes from. */
export const SourceSchema = z.enum(['A', 'B']);
/** `A` or `B`. */
export type Source = z.infer<typeof SourceSchema>;

/** One SECRET document with its metadata. */
export const MosaicDocumentSchema = z.strictObject({
  id: z.string().regex(/^[a-z]{3}_\d{3}_[abd]$/, 'expected <example id>_a, _b or _d'),
  title: z.string().min(3),
  classification: z.literal('SECRET'),
  author: z.string().min(3),
  date: z.iso.date(),
  style: z.enum(['report', 'email', 'note']),
  body: z.string().min(200),
});
/** A parsed document. */
export type MosaicDocument = z.infer<typeof MosaicDocumentSchema>;

/** One required element of the composite: any phrasing in the list counts as present. */
export const CompositeElementSchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  source: SourceSchema,
  description: z.string().min(3),
  phrasings: z.array(z.string().min(2)).min(1),
});
/** A parsed element group. */
export type CompositeElement = z.infer<typeof CompositeElementSchema>;

/** One benchmark example (one line of `examples.jsonl`). */
export const MosaicExampleSchema = z
  .strictObject({
    id: z.string().regex(/^(cyb|med|mil|fin)_\d{3}$/),
    domain: MosaicDomainSchema,
    documents: z.strictObject({ A: MosaicDocumentSchema, B: MosaicDocumentSchema, distractor: MosaicDocumentSchema }),
    /** The key fact each entailing document contributes (used as guard components). */
    keyFacts: z.strictObject({ A: z.string().min(10), B: z.string().min(10) }),
    composite: z.strictObject({
      classification: z.literal('TOP SECRET'),
      statement: z.string().min(20),
      elements: z.array(CompositeElementSchema).min(2).max(4),
      /** Phrasings of the joined inference itself (absent from every document). */
      joinCues: z.array(z.string().min(3)).min(1),
    }),
    queries: z.strictObject({
      benign: z.strictObject({
        text: z.string().min(10),
        /** The single document that answers the benign query. */
        answerDocument: SourceSchema,
        /** Any of these in an answer means the benign query was answered. */
        answerPhrasings: z.array(z.string().min(2)).min(1),
      }),
      explicit: z.string().min(10),
      adversarial: z.string().min(10),
    }),
  })
  .superRefine((example, context) => {
    const sources = new Set(example.composite.elements.map((element) => element.source));
    if (!sources.has('A') || !sources.has('B')) {
      context.addIssue({ code: 'custom', path: ['composite', 'elements'], message: 'elements must come from both document A and document B' });
    }
    const ids = example.composite.elements.map((element) => element.id);
    if (new Set(ids).size !== ids.length) context.addIssue({ code: 'custom', path: ['composite', 'elements'], message: 'element ids must be unique' });
    for (const [slot, suffix] of [
      ['A', 'a'],
      ['B', 'b'],
      ['distractor', 'd'],
    ] as const) {
      if (example.documents[slot].id !== `${example.id}_${suffix}`) {
        context.addIssue({ code: 'custom', path: ['documents', slot, 'id'], message: `expected "${example.id}_${suffix}"` });
      }
    }
    if (!example.queries.adversarial.startsWith(example.queries.explicit) || example.queries.adversarial.length <= example.queries.explicit.length) {
      context.addIssue({ code: 'custom', path: ['queries', 'adversarial'], message: 'must be the explicit query followed by a suffix' });
    }
  });
/** A parsed example. */
export type MosaicExample = z.infer<typeof MosaicExampleSchema>;

/** A parsed dataset with its provenance. */
export interface MosaicDataset {
  readonly path: string;
  /** SHA-256 (hex) of the file bytes, recorded in every report. */
  readonly hash: string;
  readonly examples: readonly MosaicExample[];
}

/**
 * Parses dataset text (JSON Lines). Throws `invalid-scenario` naming the file, line and field
 * of the first bad record, and on duplicate ids.
 *
 * @example parseMosaicDataset(text, 'examples.jsonl').examples.length // 30
 */
export function parseMosaicDataset(text: string, path: string): MosaicDataset {
  const examples: MosaicExample[] = [];
  const seen = new Set<string>();
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '') continue;
    const json = parseJson(line);
    if (!json.ok) throw new LeakscopeError('invalid-scenario', `${path}:${index + 1}: ${json.message}`, { line: index + 1 });
    const parsed = MosaicExampleSchema.safeParse(json.value);
    if (!parsed.success) throw new LeakscopeError('invalid-scenario', `${path}:${index + 1}: ${describeIssues(parsed.error.issues.slice(0, 1), json.value)}`, { line: index + 1 });
    if (seen.has(parsed.data.id)) throw new LeakscopeError('invalid-scenario', `${path}:${index + 1}: field "id": duplicate example id ${describeKey(parsed.data.id)}`);
    seen.add(parsed.data.id);
    examples.push(parsed.data);
  }
  if (examples.length === 0) throw new LeakscopeError('invalid-scenario', `${path}: no examples`);
  return { path, hash: createHash('sha256').update(text).digest('hex'), examples };
}

/** Reads and parses a dataset file (the bundled one by default). */
export async function loadMosaicDataset(path: string = DEFAULT_EXAMPLES_PATH): Promise<MosaicDataset> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new LeakscopeError('input-not-found', `cannot read mosaic dataset ${path}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`);
  }
  return parseMosaicDataset(text, path);
}

/** The documents of an example in slot order, with their slot. */
export function exampleDocuments(example: MosaicExample): Array<{ slot: 'A' | 'B' | 'distractor'; document: MosaicDocument }> {
  return [
    { slot: 'A', document: example.documents.A },
    { slot: 'B', document: example.documents.B },
    { slot: 'distractor', document: example.documents.distractor },
  ];
}
