import { describe, expect, it } from 'vitest';
import type { DetectionTier } from '../contracts/index.js';
import { evaluateEngine, figuresOf } from './evaluation.js';
import { defaultDetectors } from './pipeline.js';
import type { LabelledItem } from './semantic/labelled-data.js';
import type { Detector, DetectorHit } from './types.js';

/**
 * A detector of the given tier that flags field `k` wherever the text holds the marker `[t<tier>:k]`
 * (and throws on `[boom]`, with the vault's first value in its message): outcomes known by construction.
 */
function markerDetector(tier: DetectionTier): Detector {
  return {
    id: `marker-${tier}`,
    version: '1',
    tier,
    prepare(vault) {
      return {
        detect(text): DetectorHit[] {
          if (text.includes('[boom]')) throw new Error(`cannot read ${vault[0]?.value ?? ''}`);
          return vault.flatMap((field) => {
            const marker = `[t${tier}:${field.key}]`;
            const start = text.indexOf(marker);
            return start < 0 ? [] : [{ kind: 'vault' as const, field: field.key, tier, detector: `marker-${tier}`, method: 'marker', span: { start, end: start + marker.length }, confidence: 1 }];
          });
        },
      };
    },
  };
}

const FACTS = [
  { key: 'grade', value: 'C', kind: 'text' as const, tier: 'structured' as const },
  { key: 'plan', value: 'Sam will have heart surgery next week', subject: 'Sam' },
];
const item = (id: string, text: string, labels: Record<string, boolean>, kind: LabelledItem['kind'], cls: LabelledItem['class']): LabelledItem => ({
  id,
  text,
  facts: FACTS,
  labels,
  kind,
  class: cls,
  split: 'tune',
});

/*
 * pair            label  tier 2  tier 3   engine (tier)   tier 3 alone
 * a grade          yes    yes     yes      yes (2)         yes
 * a plan           yes     -      yes      yes (3)         yes
 * b grade          yes     -       -       no              no
 * b plan           no      -      yes      yes (3)  FP     yes  (wrong-subject decoy)
 * c grade          no     yes      -       yes (2)  FP     no
 * c plan           yes     -       -       no       FN     no   (paraphrase)
 * d grade          no      -       -       no              no   (wrong-subject decoy)
 * d plan           no      -       -       no              no
 * e (unlabelled plan is not scored) grade yes, tier 2 → TP
 */
const ITEMS: LabelledItem[] = [
  item('a', 'Risk grade [t2:grade] [t3:grade]; [t3:plan]', { grade: true, plan: true }, 'verbatim', 'short-value'),
  item('b', 'Grade omitted. Maria: [t3:plan]', { grade: true, plan: false }, 'decoy', 'wrong-subject'),
  item('c', 'Options [t2:grade]; he is out for a procedure', { grade: false, plan: true }, 'paraphrase', 'multi-clause'),
  item('d', 'Nothing here.', { grade: false, plan: false }, 'decoy', 'wrong-subject'),
  { ...item('e', 'Grade [t2:grade]', { grade: true }, 'verbatim', 'short-value') },
];

describe('evaluateEngine', () => {
  const report = evaluateEngine(ITEMS, { detectors: [markerDetector(3), markerDetector(2)], split: 'tune' });

  it('scores every labelled (item, fact) pair with the engine, the lowest tier winning', () => {
    expect(report).toMatchObject({ split: 'tune', items: 5, pairs: 9, positives: 5, negatives: 4, excluded: [] });
    expect(report.detectors.map((detector) => detector.tier)).toEqual([2, 3]);
    expect(report.overall).toMatchObject({ tp: 3, fp: 2, fn: 2, tn: 2 });
    expect(report.overall.precision).toMatchObject({ k: 3, n: 5, rate: 0.6 });
    expect(report.overall.recall).toMatchObject({ k: 3, n: 5 });
    expect(report.overall.fpr).toMatchObject({ k: 2, n: 4, rate: 0.5 });
    const ci = report.overall.precision.ci;
    expect(ci?.[0]).toBeLessThan(0.6);
    expect(ci?.[1]).toBeGreaterThan(0.6);
    const a = report.outcomes.filter((pair) => pair.item === 'a');
    expect(a.map((pair) => [pair.key, pair.tier, pair.tier3Alone])).toEqual([
      ['grade', 2, true],
      ['plan', 3, true],
    ]);
    expect(report.outcomes.some((pair) => pair.item === 'e' && pair.key === 'plan')).toBe(false);
  });

  it('splits the figures by tier: tiers 1–2 only, tier 3 alone on semantic facts and on paraphrase items', () => {
    const row = (id: string) => report.tiers.find((tier) => tier.id === id)?.figures;
    expect(row('tiers-1-3')).toMatchObject({ tp: 3, fp: 2, fn: 2, tn: 2 });
    // Tier 3's own findings dropped: a.grade, e.grade (TP), c.grade (FP).
    expect(row('tiers-1-2')).toMatchObject({ tp: 2, fp: 1, fn: 3, tn: 3 });
    // Semantic facts only (plan of a–d), tier 3 alone: a TP, b FP, c FN, d TN.
    expect(row('tier-3-semantic')).toMatchObject({ pairs: 4, tp: 1, fp: 1, fn: 1, tn: 1 });
    // Paraphrase/partial/hedged items (c): grade negative not flagged by tier 3, plan missed.
    expect(row('tier-3-paraphrase')).toMatchObject({ pairs: 2, tp: 0, fp: 0, fn: 1, tn: 1 });
    // Their semantic positives (c.plan) against every semantic negative (b.plan flagged, d.plan not).
    expect(row('tier-3-paraphrase-negatives')).toMatchObject({ pairs: 3, tp: 0, fn: 1, fp: 1, tn: 1 });
  });

  it('reports per class and kind, other-person decoys and tier attribution', () => {
    const wrong = report.byClass.find((group) => group.group === 'wrong-subject');
    expect(wrong?.figures).toMatchObject({ pairs: 4, tp: 0, fn: 1, fp: 1, tn: 2 });
    expect(report.byClass.map((group) => group.group)).toEqual(['multi-clause', 'short-value', 'wrong-subject']);
    const short = report.byClass.find((group) => group.group === 'short-value');
    expect(short?.figures.recall).toMatchObject({ k: 3, n: 3 });
    expect(short?.recallTiers12).toMatchObject({ k: 2, n: 3 });
    expect(report.byKind.find((group) => group.group === 'paraphrase')?.figures.recall).toMatchObject({ k: 0, n: 1 });
    // Decoys are the negatives of wrong-subject items: b.plan (flagged), d.grade, d.plan.
    expect(report.decoysFlagged).toMatchObject({ k: 1, n: 3 });
    expect(report.attribution).toEqual([
      { factTier: 'structured', label: true, tier1: 0, tier2: 2, tier3: 0, none: 1 },
      { factTier: 'structured', label: false, tier1: 0, tier2: 1, tier3: 0, none: 1 },
      { factTier: 'semantic', label: true, tier1: 0, tier2: 0, tier3: 1, none: 1 },
      { factTier: 'semantic', label: false, tier1: 0, tier2: 0, tier3: 1, none: 1 },
    ]);
  });

  it('without tier 3 has no tier-3 rows', () => {
    const plain = evaluateEngine(ITEMS, { detectors: [markerDetector(2)] });
    expect(plain.tiers.map((tier) => tier.id)).toEqual(['tiers-1-3', 'tiers-1-2']);
    expect(plain.outcomes.every((pair) => pair.tier3Alone === null)).toBe(true);
    expect(plain.overall).toMatchObject({ tp: 2, fp: 1 });
  });

  it('excludes an item whose detector throws, with a reason that masks the vault values', () => {
    const secret = 'Sam will have heart surgery next week';
    const boom: LabelledItem = { id: 'x', text: 'A [boom] here', facts: [{ key: 'plan', value: secret }], labels: { plan: true }, kind: 'verbatim' };
    const result = evaluateEngine([...ITEMS, boom], { detectors: [markerDetector(2)] });
    expect(result.items).toBe(5);
    expect(result.pairs).toBe(9);
    expect(result.excluded).toHaveLength(1);
    expect(result.excluded[0]?.item).toBe('x');
    expect(result.excluded[0]?.reason).toMatch(/^Error: cannot read \*\*\*\*/);
    expect(result.excluded[0]?.reason).not.toContain('surgery');
  });

  it('runs the real default engine: a verbatim SSN is found by tier 2, a different SSN is not this fact', () => {
    const facts = [{ key: 'ssn', value: '787-08-3753', kind: 'ssn' as const }];
    const real = evaluateEngine(
      [
        { id: 'p', text: 'Her SSN is 787-08-3753.', facts, labels: { ssn: true }, kind: 'verbatim' },
        { id: 'n', text: 'The SSN on file is 219-09-9999.', facts, labels: { ssn: false }, kind: 'decoy' },
      ],
      { detectors: defaultDetectors() },
    );
    expect(real.overall).toMatchObject({ tp: 1, fp: 0, tn: 1, fn: 0 });
    expect(real.outcomes[0]).toMatchObject({ tier: 2, factTier: 'structured' });
  });
});

describe('figuresOf', () => {
  it('counts the confusion of a prediction, with null rates when nothing is there to rate', () => {
    const figures = figuresOf([{ label: true }, { label: true }, { label: false }], () => false);
    expect(figures).toMatchObject({ tp: 0, fn: 2, tn: 1, fp: 0 });
    expect(figures.precision.rate).toBeNull();
    expect(figures.recall.rate).toBe(0);
  });
});
