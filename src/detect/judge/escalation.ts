/**
 * Tier 3 with a judge, economically: only (event, fact) pairs that tiers 1–2 did not settle
 * and that the offline matcher scores at or above a low pre-filter go to the judge, all the
 * facts of one event in one call. The judge's "yes"/"partial" become tier-3 hits; its
 * `unknown` verdicts are returned with their reasons so the caller counts them (they are
 * never a clean result).
 */
import type { VaultField } from '../../contracts/index.js';
import type { PreparedSemanticMatcher } from '../semantic/engine.js';
import type { DetectorHit } from '../types.js';
import type { Judge } from './judge.js';
import type { JudgedFact } from './prompts.js';

/** Detector id of judge hits. */
export const JUDGE_DETECTOR_ID = 'semantic-judge';
/** Default offline score from which a pair is worth a judge call. */
export const DEFAULT_PREFILTER = 0.15;

/** What happened to one event. */
export interface JudgedEvent {
  readonly hits: DetectorHit[];
  /** Facts the judge could not decide (failed call, unreadable reply, no majority). */
  readonly unknown: { readonly field: string; readonly reason: string }[];
  /** Facts sent to the judge. */
  readonly judged: number;
  /** Facts not sent: settled by tiers 1–2 or below the pre-filter. */
  readonly skipped: number;
}

/** A judged tier 3 bound to one vault. */
export interface PreparedJudgedTier3 {
  /** Judges one event; `settled` names fields tiers 1–2 already found in it. */
  judgeEvent(text: string, settled?: ReadonlySet<string>): Promise<JudgedEvent>;
}

/** Options of {@link prepareJudgedTier3}. */
export interface JudgedTier3Options {
  readonly judge: Judge;
  /** Offline score below which a fact is not sent; default {@link DEFAULT_PREFILTER}. */
  readonly prefilter?: number;
}

/** The statement of a vault field the judge is asked about ("salary: $85,000"). */
export function statementOf(field: VaultField): string {
  const name = field.label ?? field.key.replace(/[_.:-]+/g, ' ');
  return field.tier === 'semantic' ? field.value : `${name}: ${field.value}`;
}

/**
 * Binds a judge to a vault and its offline matcher.
 *
 * @example
 * const tier3 = prepareJudgedTier3(vault, createSemanticDetector().prepareMatcher(vault), { judge });
 * const { hits, unknown } = await tier3.judgeEvent(event.content, fieldsFoundByTiers1And2);
 */
export function prepareJudgedTier3(vault: readonly VaultField[], matcher: PreparedSemanticMatcher, options: JudgedTier3Options): PreparedJudgedTier3 {
  const prefilter = options.prefilter ?? DEFAULT_PREFILTER;
  const fields = new Map(vault.map((field) => [field.key, field]));
  return {
    async judgeEvent(text: string, settled: ReadonlySet<string> = new Set()): Promise<JudgedEvent> {
      const scores = matcher.score(text, prefilter).filter((found) => !settled.has(found.field));
      const skipped = matcher.fields.length - scores.length;
      if (scores.length === 0) return { hits: [], unknown: [], judged: 0, skipped };
      const facts: JudgedFact[] = scores.flatMap((found) => {
        const field = fields.get(found.field);
        return field === undefined ? [] : [{ key: field.key, statement: statementOf(field) }];
      });
      const verdicts = await options.judge.judge({ text, facts });
      const hits: DetectorHit[] = [];
      const unknown: { field: string; reason: string }[] = [];
      verdicts.forEach((verdict) => {
        const offline = scores.find((found) => found.field === verdict.key);
        if (verdict.disclosed === 'unknown') {
          unknown.push({ field: verdict.key, reason: verdict.reason ?? 'unknown' });
          return;
        }
        if (verdict.disclosed === 'no' || offline === undefined) return;
        // The judge's quote locates the disclosure when it is found verbatim; else the offline span.
        const at = verdict.evidence === undefined || verdict.evidence === '' ? -1 : text.indexOf(verdict.evidence);
        const span = at >= 0 && verdict.evidence !== undefined ? { start: at, end: at + verdict.evidence.length } : offline.span;
        hits.push({
          kind: 'vault',
          field: verdict.key,
          tier: 3,
          detector: JUDGE_DETECTOR_ID,
          method: verdict.disclosed === 'yes' ? 'judge' : 'judge-partial',
          span,
          confidence: verdict.disclosed === 'yes' ? 0.9 : 0.6,
        });
      });
      return { hits, unknown, judged: facts.length, skipped };
    },
  };
}
