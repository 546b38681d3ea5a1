/**
 * Mosaic relationships: facts that are each harmless but together entail a protected
 * conclusion (Agent Mosaic). The guard tracks which component facts entered the context
 * (through the inventory) and stops an output that conveys the conclusion while all
 * components are in context (a lexical cue match), or that joins all components in one output.
 */
import { z } from 'zod';
import type { Span, VaultField } from '../contracts/index.js';
import type { Inventory } from './inventory.js';

/** A protected combination, as declared in a policy file. */
export const MosaicRelationSchema = z.strictObject({
  id: z.string().min(1),
  /** Vault field keys, or fact texts matched case-insensitively in the content. */
  components: z.array(z.string().min(1)).min(2),
  /** The protected conclusion, in words (documentation; never matched). */
  conclusion: z.string().min(1),
  /** Phrases whose presence in an output conveys the conclusion. */
  conclusionCues: z.array(z.string().min(1)).default([]),
  /** What to do with an output that conveys or assembles the conclusion. */
  action: z.enum(['block', 'abstract']).default('block'),
});
export type MosaicRelation = z.infer<typeof MosaicRelationSchema>;
export type MosaicRelationInput = z.input<typeof MosaicRelationSchema>;

/** A component: a vault field, or a fact text with its compiled pattern. */
type Component = { readonly kind: 'field'; readonly key: string } | { readonly kind: 'fact'; readonly text: string; readonly pattern: RegExp };

interface CompiledRelation {
  readonly relation: MosaicRelation;
  readonly components: readonly Component[];
  readonly cues: readonly RegExp[];
}

/** Why an output triggered a relation, and the spans to rewrite when the action is `abstract`. */
export interface MosaicHit {
  readonly relation: MosaicRelation;
  readonly reason: 'conclusion' | 'join';
  /** Cue spans (conclusion) or fact-text spans (join), per part. */
  readonly spans: readonly { readonly part: number; readonly span: Span }[];
  /** Field components present in the output (a join is broken by abstracting them). */
  readonly fieldComponents: readonly string[];
}

/** Relations compiled for one vault. */
export interface PreparedMosaic {
  readonly relations: readonly MosaicRelation[];
  /** Records the fact-text components an observed text carries into the inventory. */
  observe(text: string, inventory: Inventory): void;
  /** Relations an output triggers, given the fields detected in it and the context so far. */
  check(parts: readonly string[], detectedFields: ReadonlySet<string>, inventory: Inventory): MosaicHit[];
}

function phrasePattern(text: string): RegExp {
  const escaped = text
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu');
}

function spansOf(pattern: RegExp, parts: readonly string[]): { part: number; span: Span }[] {
  const found: { part: number; span: Span }[] = [];
  parts.forEach((text, part) => {
    for (const match of text.matchAll(pattern)) found.push({ part, span: { start: match.index, end: match.index + match[0].length } });
  });
  return found;
}

/**
 * Compiles relations: a component naming a vault field key is a field, anything else a fact text.
 *
 * @example
 * const mosaic = prepareMosaic([{ id: 'pregnancy', components: ['prenatal vitamins', 'maternity leave'], conclusion: 'the employee is pregnant', conclusionCues: ['pregnant', 'expecting'] }], vault);
 */
export function prepareMosaic(relations: readonly MosaicRelationInput[], vault: readonly VaultField[]): PreparedMosaic {
  const keys = new Set(vault.map((field) => field.key));
  const compiled: CompiledRelation[] = relations.map((input) => {
    const relation = MosaicRelationSchema.parse(input);
    return {
      relation,
      components: relation.components.map((component): Component => (keys.has(component) ? { kind: 'field', key: component } : { kind: 'fact', text: component, pattern: phrasePattern(component) })),
      cues: relation.conclusionCues.map(phrasePattern),
    };
  });
  const facts = compiled.flatMap((entry) => entry.components.flatMap((component) => (component.kind === 'fact' ? [component] : [])));
  return {
    relations: compiled.map((entry) => entry.relation),
    observe(text, inventory) {
      for (const fact of facts) {
        fact.pattern.lastIndex = 0;
        if (fact.pattern.test(text)) inventory.addFact(fact.text);
      }
    },
    check(parts, detectedFields, inventory) {
      const hits: MosaicHit[] = [];
      for (const entry of compiled) {
        const factSpans = new Map<string, { part: number; span: Span }[]>();
        for (const component of entry.components) if (component.kind === 'fact') factSpans.set(component.text, spansOf(component.pattern, parts));
        const inOutput = (component: Component): boolean => (component.kind === 'field' ? detectedFields.has(component.key) : (factSpans.get(component.text)?.length ?? 0) > 0);
        const inContext = (component: Component): boolean => inOutput(component) || (component.kind === 'field' ? inventory.hasField(component.key) : inventory.hasFact(component.text));
        const fieldComponents = entry.components.flatMap((component) => (component.kind === 'field' && detectedFields.has(component.key) ? [component.key] : []));
        if (entry.components.every(inOutput)) {
          hits.push({ relation: entry.relation, reason: 'join', spans: [...factSpans.values()].flat(), fieldComponents });
          continue;
        }
        if (!entry.components.every(inContext)) continue;
        const cueSpans = entry.cues.flatMap((cue) => spansOf(cue, parts));
        if (cueSpans.length > 0) hits.push({ relation: entry.relation, reason: 'conclusion', spans: cueSpans, fieldComponents });
      }
      return hits;
    },
  };
}
