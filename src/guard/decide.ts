/**
 * From verdicts to a decision: any block → BLOCK; any generalize/omit (or a mosaic
 * abstraction) → ABSTRACT with the content really rewritten and re-checked; else PASS.
 */
import type { Span, VaultField } from '../contracts/index.js';
import { maskField } from '../lib/masking.js';
import { isIdentifier } from './criteria/shared.js';
import { abstractField, abstractRecognised, type AbstractionSettings } from './abstract/operators.js';
import { applyReplacements, type Replacement } from './abstract/rewrite.js';
import type { MosaicHit } from './mosaic.js';
import type { DetectedField, DetectedUnvaulted, FieldAction, FieldVerdict, GuardDecisionKind } from './types.js';

/** Text written over a mosaic cue or fact when a relation's action is `abstract`. */
export const WITHHELD = '[withheld]';

/** Verdicts after mosaic relations are applied, and the extra spans they rewrite. */
export interface CombinedVerdicts {
  readonly verdicts: readonly FieldVerdict[];
  readonly extraSpans: readonly { readonly part: number; readonly span: Span }[];
}

const RANK: Readonly<Record<FieldAction, number>> = { pass: 0, generalize: 1, omit: 2, block: 3 };

/**
 * Adds mosaic verdicts: `block` relations add a blocking verdict; `abstract` relations
 * withhold the cue (conclusion) or omit the components (join) in the output.
 */
export function combineMosaic(verdicts: readonly FieldVerdict[], hits: readonly MosaicHit[], fields: readonly DetectedField[]): CombinedVerdicts {
  if (hits.length === 0) return { verdicts, extraSpans: [] };
  const byTarget = new Map(verdicts.map((entry) => [entry.target, entry]));
  const extraSpans: { part: number; span: Span }[] = [];
  for (const hit of hits) {
    const what = hit.reason === 'join' ? 'joins all its components in one output' : 'conveys its conclusion while all components are in context';
    const target = `mosaic:${hit.relation.id}`;
    if (hit.relation.action === 'block') {
      byTarget.set(target, { target, action: 'block', rationale: `mosaic relation ${hit.relation.id}: the output ${what}` });
      continue;
    }
    byTarget.set(target, { target, action: 'omit', rationale: `mosaic relation ${hit.relation.id}: the output ${what}; withheld` });
    extraSpans.push(...hit.spans);
    if (hit.reason === 'join') {
      for (const key of hit.fieldComponents) {
        const current = byTarget.get(`vault:${key}`);
        const found = fields.find((entry) => entry.field.key === key);
        if (found === undefined || (current !== undefined && RANK[current.action] >= RANK.omit)) continue;
        // Omitted, not generalised: a generalisation can keep exactly the gist the inference needs.
        byTarget.set(found.target, { target: found.target, action: 'omit', rationale: `${key} is a component of mosaic relation ${hit.relation.id}; omitted` });
      }
    }
  }
  return { verdicts: [...byTarget.values()], extraSpans };
}

/** The decision the verdicts call for. */
export function decisionOf(verdicts: readonly FieldVerdict[], extraSpans: number): GuardDecisionKind {
  if (verdicts.some((entry) => entry.action === 'block')) return 'BLOCK';
  if (extraSpans > 0 || verdicts.some((entry) => entry.action === 'generalize' || entry.action === 'omit')) return 'ABSTRACT';
  return 'PASS';
}

/** Rewrites every occurrence of every withheld fact, part by part. */
export function rewriteParts(
  parts: readonly string[],
  verdicts: ReadonlyMap<string, FieldAction>,
  fields: readonly DetectedField[],
  unvaulted: readonly DetectedUnvaulted[],
  extraSpans: readonly { readonly part: number; readonly span: Span }[],
  settings: AbstractionSettings,
): string[] {
  const perPart: Replacement[][] = parts.map(() => []);
  for (const found of fields) {
    const action = verdicts.get(found.target);
    if (action !== 'generalize' && action !== 'omit') continue;
    const abstraction = abstractField(found.field, action, settings);
    for (const at of found.occurrences) perPart[at.part]?.push({ span: at.span, text: abstraction.text, strength: abstraction.strength });
  }
  for (const found of unvaulted) {
    const action = verdicts.get(found.target);
    if (action !== 'generalize' && action !== 'omit') continue;
    for (const at of found.occurrences) {
      const surface = parts[at.part]?.slice(at.span.start, at.span.end) ?? '';
      const abstraction = abstractRecognised(found.recogniser, surface, action, settings);
      perPart[at.part]?.push({ span: at.span, text: abstraction.text, strength: abstraction.strength });
    }
  }
  for (const extra of extraSpans) perPart[extra.part]?.push({ span: extra.span, text: WITHHELD, strength: 2 });
  return parts.map((text, index) => applyReplacements(text, perPart[index] ?? []));
}

/**
 * A field named for a rationale: identifiers with their last-four mask (`ssn ***-**-3753`),
 * anything else by key only (a masked date would still show its month and day).
 */
export function maskedName(field: VaultField): string {
  return isIdentifier(field) && field.tier !== 'canary' ? maskField(field.key, field.value) : `${field.key} ****`;
}

/** One line per verdict that is not a plain pass, each naming the field key and its masked value. */
export function rationaleOf(decision: GuardDecisionKind, criterion: string, verdicts: readonly FieldVerdict[], fieldsByKey: ReadonlyMap<string, VaultField>): string {
  const interesting = verdicts.filter((entry) => entry.action !== 'pass');
  if (verdicts.length === 0) return `${decision} (${criterion}): no vault field or regulated identifier found`;
  const shown = interesting.length > 0 ? interesting : verdicts;
  const lines = shown.map((entry) => {
    const key = entry.target.startsWith('vault:') ? entry.target.slice('vault:'.length) : undefined;
    const field = key === undefined ? undefined : fieldsByKey.get(key);
    const name = field === undefined ? entry.target : maskedName(field);
    return `${name} → ${entry.action}: ${entry.rationale}`;
  });
  return `${decision} (${criterion}): ${lines.join('; ')}`;
}
