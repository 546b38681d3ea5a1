/**
 * The contextual-integrity criterion: is this flow appropriate for this recipient, channel
 * and purpose?
 *
 * With a model, the model judges each fact against the five-field flow, over the deterministic
 * floor: what the offline approximation below blocks (a regulated identifier on an external
 * write) stays blocked whatever the model says (`floorVerdicts`). Without one, an offline
 * approximation: a fact allowed on the channel by the scenario policy passes (the
 * policy is the scenario's explicit norm); otherwise the norms table (recipient class ×
 * category, `norms.ts`) decides, where `if-needed` passes a fact the purpose mentions (the
 * lexical rule of the minimization criterion) and withholds it otherwise. Withholding
 * generalises when that is clean, else omits, and blocks regulated identifiers on external
 * writes. Unvaulted identifiers are treated as PII of an unknown subject.
 */
import type { DataCategory } from '../../contracts/index.js';
import type { Criterion, CriterionContext, CriterionResult, FieldAction, FieldVerdict } from '../types.js';
import { floorVerdicts, judgeWithModel, type ModelJudgeOptions } from './model-judge.js';
import { DEFAULT_NORMS, type Norm, type NormsTable } from './norms.js';
import { needOf } from './need.js';
import { DEFAULT_NORM_RULES, type NormRule } from './norm-rules.js';
import { generalizesCleanly, REGULATED_RECOGNISERS, termsOf, verdict, withholdAction } from './shared.js';

/** The question asked of a model. */
export const CONTEXTUAL_INTEGRITY_QUESTION =
  'Contextual integrity: is it appropriate for this sender to share this fact about its subject with this recipient, over this channel, for this purpose? Pass only if the exact fact is clearly needed and appropriate; generalize when its gist is appropriate but the detail is not; omit or block otherwise.';

function article(word: string): string {
  return /^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`;
}

/** The offline approximation (module comment): what the criterion decides without a model, and the floor under a model's verdicts. */
export function decideContextualIntegrityOffline(norms: NormsTable, rules: readonly NormRule[]) {
  return (context: CriterionContext): CriterionResult => {
    const purpose = context.flow.purpose;
    const row = norms[context.recipientClass];
    const verdicts: FieldVerdict[] = context.fields.map((found) => {
      const field = found.field;
      const key = field.key;
      if (found.allowed) return verdict(found, 'pass', `${key} is allowed on ${context.flow.channel} by the scenario policy`);
      const need = needOf(field, context.flow, context.recipientClass, rules, found.revealed);
      // A health or card record's ordinary field (an appointment date, a copay) is read in the
      // personal-data column: the grid's PHI and PCI columns are for what reveals health or a card.
      const column = need.type === undefined && (field.category === 'PHI' || field.category === 'PCI') ? 'PII' : field.category;
      const norm: Norm = row[column];
      const where = `${key} (${field.category}) to ${article(context.recipientClass)} recipient`;
      // A norm rule decides outright. A sensitive field needs an explicit need, and never passes
      // on the category grid's `pass` alone; a need the purpose states still meets the grid's
      // restraint towards recipients outside the system (external, public, log, memory).
      if (need.type !== undefined || need.rule !== undefined) {
        if (need.needed && (need.rule !== undefined || norm === 'pass' || norm === 'if-needed')) return verdict(found, 'pass', `${where}: ${need.why}`);
        if (need.needed) {
          const restrained: FieldAction = norm === 'generalize' && generalizesCleanly(field) ? 'generalize' : withholdAction(field, context);
          return verdict(
            found,
            restrained === 'generalize' && norm === 'omit' ? 'omit' : restrained,
            `${where}: ${need.why}, but is ${norm === 'omit' ? 'not appropriate' : 'appropriate only in general terms'} (offline norms)`,
          );
        }
        let action: FieldAction = withholdAction(field, context);
        if (!need.gist && action === 'generalize' && (need.type !== undefined || norm === 'omit')) action = 'omit';
        return verdict(found, action, `${where}: ${need.why} (offline norms)`);
      }
      if (norm === 'pass') return verdict(found, 'pass', `${where} fits the norms`);
      if (norm === 'if-needed' && need.needed) return verdict(found, 'pass', `${where}: needed for the purpose`);
      let action: FieldAction = withholdAction(field, context);
      if (norm === 'omit' && action === 'generalize') action = 'omit';
      if (norm === 'generalize' && action === 'omit' && generalizesCleanly(field)) action = 'generalize';
      return verdict(
        found,
        action,
        `${where} ${norm === 'if-needed' ? 'is not needed for the purpose' : `is ${norm === 'omit' ? 'not appropriate' : 'appropriate only in general terms'}`} (offline norms)`,
      );
    });
    const words = new Set(termsOf(purpose));
    for (const found of context.unvaulted) {
      const norm: Norm = row.PII;
      const regulated = REGULATED_RECOGNISERS.has(found.recogniser);
      if (norm === 'pass' || (norm === 'if-needed' && words.has(found.recogniser))) {
        verdicts.push(verdict(found, 'pass', `an unvaulted ${found.recogniser} to ${article(context.recipientClass)} recipient fits the norms`));
      } else {
        verdicts.push(
          verdict(
            found,
            regulated ? (context.externalWrite ? 'block' : 'omit') : 'generalize',
            `an unvaulted ${found.recogniser} to ${article(context.recipientClass)} recipient is not appropriate (offline norms)`,
          ),
        );
      }
    }
    return { status: 'judged', verdicts };
  };
}

/** Options of {@link createContextualIntegrityCriterion}. */
export interface ContextualIntegrityOptions {
  /** Judge with this model; offline approximation when absent. */
  readonly judge?: ModelJudgeOptions;
  /** Replaces the default norms table of the offline approximation. */
  readonly norms?: NormsTable;
  /** Norm rules tried before the defaults (`DEFAULT_NORM_RULES`), first match wins. */
  readonly normRules?: readonly NormRule[];
}

/**
 * Creates the contextual-integrity criterion.
 *
 * @example createContextualIntegrityCriterion() // offline norms table
 */
export function createContextualIntegrityCriterion(options: ContextualIntegrityOptions = {}): Criterion {
  const judge = options.judge;
  const offline = decideContextualIntegrityOffline(options.norms ?? DEFAULT_NORMS, [...(options.normRules ?? []), ...DEFAULT_NORM_RULES]);
  if (judge === undefined) {
    return {
      id: 'contextual-integrity',
      description: 'appropriate for this recipient, channel and purpose (offline norms table)',
      kind: 'deterministic',
      decide: offline,
    };
  }
  return {
    id: 'contextual-integrity',
    description: 'appropriate for this recipient, channel and purpose (model-judged, over the offline BLOCK floor)',
    kind: 'model',
    decide: async (context) => floorVerdicts(await judgeWithModel(CONTEXTUAL_INTEGRITY_QUESTION, context, judge), offline(context)),
  };
}

/** Categories the offline table covers, in column order (for docs and tests). */
export const NORM_CATEGORIES: readonly DataCategory[] = ['PII', 'PHI', 'PCI', 'FIN', 'LEGAL', 'CORP', 'OTHER'];
