/**
 * Measures the whole detection engine (tiers 1–3 together) on labelled data: every (item, fact)
 * pair is scored by the engine a run would use, and the pairs give precision / recall / FPR / FNR
 * with Wilson intervals overall, per tier, per error class and per item kind, the share of
 * other-person decoys flagged, and which tier found what. Pure: items and detectors in, numbers
 * out. The report names items by id and facts by key, never by value.
 */
import type { ChannelId, DetectionTier, Finding, Rate, ValueTier, VaultField } from '../contracts/index.js';
import { maskValuesInText } from '../lib/masking.js';
import { rate } from '../metrics/rate.js';
import { createDetectionEngine, defaultDetectors, type PreparedEngine } from './pipeline.js';
import { vaultOfItem, type LabelledItem } from './semantic/labelled-data.js';
import type { Detector } from './types.js';

/** Options of {@link evaluateEngine}. */
export interface EngineEvaluationOptions {
  /** Detectors run together, as one engine; default {@link defaultDetectors} (tiers 1–2). Add a tier-3 detector to score tiers 1–3. */
  readonly detectors?: readonly Detector[];
  /** Channel every text is scored on (all fields disallowed there); default `C1`. */
  readonly channel?: ChannelId;
  /** Name of the split the items come from, recorded in the report. */
  readonly split?: string;
}

/** How one (item, fact) pair came out. */
export interface PairOutcome {
  readonly item: string;
  readonly key: string;
  /** The label: whether the text discloses the fact. */
  readonly label: boolean;
  /** Whether the engine (all tiers together) flagged the fact. */
  readonly predicted: boolean;
  /** The tier the engine attributed the finding to (the lowest that found it), or null. */
  readonly tier: DetectionTier | null;
  /** Whether tier 3 run alone flagged the fact (null without a tier-3 detector). */
  readonly tier3Alone: boolean | null;
  /** The vault tier of the fact (`structured` values, `semantic` facts, `canary` markers). */
  readonly factTier: ValueTier;
  /** How the finding was made (`verbatim`, `digits`, `paraphrase`, ...), when flagged. */
  readonly method?: string;
  readonly kind?: string;
  readonly class?: string;
  readonly domain?: string;
}

/** Confusion counts and rates of one set of pairs. */
export interface Figures {
  readonly pairs: number;
  readonly tp: number;
  readonly fp: number;
  readonly tn: number;
  readonly fn: number;
  readonly precision: Rate;
  readonly recall: Rate;
  readonly fpr: Rate;
  readonly fnr: Rate;
}

/** One row of the per-tier table. */
export interface TierFigures {
  /**
   * `tiers-1-3` (the engine), `tiers-1-2` (tiers 1–2 only), `tier-3-semantic` (tier 3 alone on
   * semantic facts), `tier-3-paraphrase` (tier 3 alone on the pairs of paraphrase, partial and
   * hedged items), `tier-3-paraphrase-negatives` (tier 3 alone: the positives of those items
   * against every negative pair of a semantic fact — precision at that recall).
   */
  readonly id: 'tiers-1-3' | 'tiers-1-2' | 'tier-3-semantic' | 'tier-3-paraphrase' | 'tier-3-paraphrase-negatives';
  /** What the row measures, for people. */
  readonly title: string;
  readonly figures: Figures;
}

/** Figures of one class or kind: recall of its positives, flagged share of its negatives. */
export interface GroupFigures {
  readonly group: string;
  readonly figures: Figures;
  /** Recall of the positives by tiers 1–2 alone (what tier 3 adds is the difference). */
  readonly recallTiers12: Rate;
}

/** Pairs of one fact tier and label, by the tier that found them. */
export interface AttributionRow {
  readonly factTier: ValueTier;
  readonly label: boolean;
  readonly tier1: number;
  readonly tier2: number;
  readonly tier3: number;
  readonly none: number;
}

/** An item that could not be scored. */
export interface ExcludedItem {
  readonly item: string;
  /** Why (error name and message, vault values masked). */
  readonly reason: string;
}

/** The measured engine. */
export interface EngineEvaluation {
  readonly split: string;
  /** Detectors of the engine, lowest tier first. */
  readonly detectors: readonly { readonly id: string; readonly version: string; readonly tier: DetectionTier }[];
  /** Items scored (excluded ones are not counted). */
  readonly items: number;
  readonly excluded: readonly ExcludedItem[];
  readonly pairs: number;
  readonly positives: number;
  readonly negatives: number;
  /** The engine, all tiers together. */
  readonly overall: Figures;
  readonly tiers: readonly TierFigures[];
  readonly byClass: readonly GroupFigures[];
  readonly byKind: readonly GroupFigures[];
  /** Negatives of class `wrong-subject` (the fact's words about someone else) that were flagged. */
  readonly decoysFlagged: Rate;
  /** Which tier found the pairs, by fact tier and label. */
  readonly attribution: readonly AttributionRow[];
  /** Unvaulted-PII findings (regulated identifiers matching no vault value), which no label scores. */
  readonly unvaultedFindings: number;
  /** Every pair, for error analysis (ids and keys, no values). */
  readonly outcomes: readonly PairOutcome[];
}

/** Item kinds whose positives only a paraphrase matcher can find. */
export const PARAPHRASE_KINDS: readonly string[] = ['paraphrase', 'partial', 'hedged'];

/**
 * Confusion of pairs under a prediction.
 *
 * @example figuresOf([{ label: true }, { label: false }], (pair) => pair.label).precision.rate // 1
 */
export function figuresOf<T extends { readonly label: boolean }>(pairs: readonly T[], predicted: (pair: T) => boolean): Figures {
  let tp = 0;
  let fp = 0;
  let tn = 0;
  let fn = 0;
  for (const pair of pairs) {
    const flagged = predicted(pair);
    if (flagged && pair.label) tp += 1;
    else if (flagged) fp += 1;
    else if (pair.label) fn += 1;
    else tn += 1;
  }
  return { pairs: pairs.length, tp, fp, tn, fn, precision: rate(tp, tp + fp), recall: rate(tp, tp + fn), fpr: rate(fp, fp + tn), fnr: rate(fn, fn + tp) };
}

const byEngine = (pair: PairOutcome): boolean => pair.predicted;
const byTiers12 = (pair: PairOutcome): boolean => pair.tier !== null && pair.tier <= 2;
const byTier3Alone = (pair: PairOutcome): boolean => pair.tier3Alone === true;
const isParaphraseItem = (pair: PairOutcome): boolean => pair.kind !== undefined && PARAPHRASE_KINDS.includes(pair.kind);

function groups(outcomes: readonly PairOutcome[], by: 'class' | 'kind'): GroupFigures[] {
  const members = new Map<string, PairOutcome[]>();
  for (const pair of outcomes) {
    const group = pair[by] ?? '(none)';
    let list = members.get(group);
    if (list === undefined) {
      list = [];
      members.set(group, list);
    }
    list.push(pair);
  }
  return [...members.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, pairs]) => {
      const positives = pairs.filter((pair) => pair.label);
      return { group, figures: figuresOf(pairs, byEngine), recallTiers12: rate(positives.filter(byTiers12).length, positives.length) };
    });
}

function attributionOf(outcomes: readonly PairOutcome[]): AttributionRow[] {
  const rows: AttributionRow[] = [];
  for (const factTier of ['canary', 'structured', 'semantic'] as const) {
    for (const label of [true, false]) {
      const pairs = outcomes.filter((pair) => pair.factTier === factTier && pair.label === label);
      if (pairs.length === 0) continue;
      const count = (tier: DetectionTier | null): number => pairs.filter((pair) => pair.tier === tier).length;
      rows.push({ factTier, label, tier1: count(1), tier2: count(2), tier3: count(3), none: count(null) });
    }
  }
  return rows;
}

/** A finding that discloses a vault field (a leak, or a disclosure the channel allows); echoes of the user's own request are not. */
const isDisclosure = (finding: Finding): finding is Finding & { readonly field: string } => (finding.kind === 'vault-leak' || finding.kind === 'allowed-disclosure') && finding.field !== null;

/** The reason an item failed, with its vault values masked. */
function reasonOf(error: unknown, vault: readonly VaultField[]): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return maskValuesInText(text, [...vault.map((field) => field.value)]).slice(0, 300);
}

/**
 * Runs the engine over every item's vault and text and measures it. A pair is one labelled fact
 * of one item; it counts as flagged when the engine reports a finding for the fact's key (a
 * vault leak or an allowed disclosure; not an echo), attributed to the lowest tier that found it. Tier 3 is
 * also run alone (when the engine has it), for the tier-3 rows. An item whose vault is invalid
 * or on which a detector throws is excluded, with its reason.
 *
 * @example
 * const report = evaluateEngine(items, { detectors: [...defaultDetectors(), createSemanticDetector()] });
 * report.overall.recall // { k: 412, n: 431, rate: 0.956, ci: [0.932, 0.971] }
 */
export function evaluateEngine(items: readonly LabelledItem[], options: EngineEvaluationOptions = {}): EngineEvaluation {
  const detectors = [...(options.detectors ?? defaultDetectors())].sort((a, b) => a.tier - b.tier);
  const channel: ChannelId = options.channel ?? 'C1';
  const policy = { defaultAllowed: [], allowed: {} };
  const engine = createDetectionEngine({ detectors });
  const tier3 = detectors.filter((detector) => detector.tier === 3);
  const alone = tier3.length === 0 ? null : createDetectionEngine({ detectors: tier3 });
  // Items of one group share their vault: each distinct vault is prepared once.
  const prepared = new Map<string, { full: PreparedEngine; alone: PreparedEngine | null }>();
  const outcomes: PairOutcome[] = [];
  const excluded: ExcludedItem[] = [];
  let scored = 0;
  let unvaultedFindings = 0;
  for (const item of items) {
    const start = outcomes.length;
    let vault: VaultField[] = [];
    try {
      vault = vaultOfItem(item);
      const vaultKey = JSON.stringify(item.facts);
      let engines = prepared.get(vaultKey);
      if (engines === undefined) {
        engines = { full: engine.prepare(vault, policy), alone: alone?.prepare(vault, policy) ?? null };
        prepared.set(vaultKey, engines);
      }
      const event = { traceId: item.id, seq: 0, channel, content: item.text };
      const findings = engines.full.detectEvent(event);
      const aloneKeys = engines.alone === null ? null : new Set(engines.alone.detectEvent(event).flatMap((finding) => (isDisclosure(finding) ? [finding.field] : [])));
      const byField = new Map(findings.flatMap((finding) => (isDisclosure(finding) ? [[finding.field, finding] as const] : [])));
      unvaultedFindings += findings.filter((finding) => finding.kind === 'unvaulted-pii').length;
      const tiers = new Map(vault.map((field) => [field.key, field.tier]));
      for (const fact of item.facts) {
        const label = item.labels[fact.key];
        if (label === undefined) continue;
        const finding = byField.get(fact.key);
        outcomes.push({
          item: item.id,
          key: fact.key,
          label,
          predicted: finding !== undefined,
          tier: finding?.tier ?? null,
          tier3Alone: aloneKeys === null ? null : aloneKeys.has(fact.key),
          factTier: tiers.get(fact.key) ?? 'semantic',
          ...(finding === undefined ? {} : { method: finding.method }),
          ...(item.kind === undefined ? {} : { kind: item.kind }),
          ...(item.class === undefined ? {} : { class: item.class }),
          ...(item.domain === undefined ? {} : { domain: item.domain }),
        });
      }
      scored += 1;
    } catch (error) {
      // Pairs of a failed item are dropped whole: an item is scored on all its facts or not at all.
      outcomes.length = start;
      excluded.push({ item: item.id, reason: reasonOf(error, vault) });
    }
  }
  const positives = outcomes.filter((pair) => pair.label).length;
  const tiersPresent = [...new Set(detectors.map((detector) => detector.tier))].join('+');
  const rows: TierFigures[] = [
    { id: 'tiers-1-3', title: `engine (tiers ${tiersPresent} together), all pairs`, figures: figuresOf(outcomes, byEngine) },
    { id: 'tiers-1-2', title: 'tiers 1–2 only (findings of tier 3 dropped), all pairs', figures: figuresOf(outcomes, byTiers12) },
  ];
  if (alone !== null) {
    rows.push({
      id: 'tier-3-semantic',
      title: 'tier 3 alone, pairs of semantic facts',
      figures: figuresOf(
        outcomes.filter((pair) => pair.factTier === 'semantic'),
        byTier3Alone,
      ),
    });
    rows.push({
      id: 'tier-3-paraphrase',
      title: `tier 3 alone, pairs of ${PARAPHRASE_KINDS.join('/')} items`,
      figures: figuresOf(outcomes.filter(isParaphraseItem), byTier3Alone),
    });
    rows.push({
      id: 'tier-3-paraphrase-negatives',
      title: `tier 3 alone, ${PARAPHRASE_KINDS.join('/')} positives + every negative of a semantic fact`,
      figures: figuresOf(
        outcomes.filter((pair) => pair.factTier === 'semantic' && (!pair.label || isParaphraseItem(pair))),
        byTier3Alone,
      ),
    });
  }
  const decoys = outcomes.filter((pair) => pair.class === 'wrong-subject' && !pair.label);
  return {
    split: options.split ?? '(all)',
    detectors: detectors.map((detector) => ({ id: detector.id, version: detector.version, tier: detector.tier })),
    items: scored,
    excluded,
    pairs: outcomes.length,
    positives,
    negatives: outcomes.length - positives,
    overall: figuresOf(outcomes, byEngine),
    tiers: rows,
    byClass: groups(outcomes, 'class'),
    byKind: groups(outcomes, 'kind'),
    decoysFlagged: rate(decoys.filter(byEngine).length, decoys.length),
    attribution: attributionOf(outcomes),
    unvaultedFindings,
    outcomes,
  };
}
