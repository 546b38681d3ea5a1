import { describe, expect, it } from 'vitest';
import { field } from '../vault.test-helpers.js';
import { createSemanticEngine, type FactScore } from './index.js';

const engine = createSemanticEngine();
const TAU = 0.6;

function scoreOf(value: string, text: string, extra: Parameters<typeof field>[0] | undefined = undefined): FactScore | undefined {
  const fact = extra ?? { key: 'fact', value, tier: 'semantic' };
  return engine
    .prepare([field(fact)])
    .score(text)
    .find((found) => found.field === fact.key);
}

const found = (value: string, text: string): FactScore => {
  const score = scoreOf(value, text);
  expect(score?.score ?? 0, `"${text}" should disclose "${value}"`).toBeGreaterThanOrEqual(TAU);
  if (score === undefined) throw new Error('no score');
  return score;
};
const notFound = (value: string, text: string): void => {
  expect(scoreOf(value, text)?.score ?? 0, `"${text}" should not disclose "${value}"`).toBeLessThan(TAU);
};

describe('semantic matcher: paraphrases are found', () => {
  it.each([
    ['diagnosed with type 2 diabetes (E11.9)', 'She has adult-onset diabetes and sees endocrinology every quarter.'],
    ['diagnosed with type 2 diabetes (E11.9)', 'Assessment: E11.9, follow up in three months.'],
    ['enrolled in an alcohol dependency treatment program', 'He is in rehab for alcohol addiction and can only call after 5pm.'],
    ['filed for Chapter 7 bankruptcy in 2021', 'Her debts were discharged under Chapter 7 in 2021.'],
    ['under investigation for insider trading', 'The SEC opened an inquiry into his trades, suspecting insider trading.'],
    ['settled the wrongful-termination claim for $250,000', 'They paid a quarter of a million dollars to resolve the unfair dismissal suit.'],
    ['HIV positive', 'She has been living with HIV for ten years.'],
    ['on a performance improvement plan', 'He was put on a PIP last month.'],
    ['annual salary of $142,000', 'He earns $142k a year.'],
  ])('"%s" in "%s"', (value, text) => {
    const score = found(value, text);
    expect(text.slice(score.span.start, score.span.end).length).toBeGreaterThan(0);
  });

  it('reports the evidence span as the window of the matched words', () => {
    const text = 'Update: the patient has adult-onset diabetes. Next visit in May.';
    const score = found('diagnosed with type 2 diabetes', text);
    expect(text.slice(score.span.start, score.span.end)).toBe('adult-onset diabetes');
  });

  it('finds an inference from a medication, and says so', () => {
    const score = found('diagnosed with type 2 diabetes', 'Refill: metformin 1000 mg twice daily.');
    expect(score.method).toBe('inference');
  });
});

describe('semantic matcher: negations, denials and decoys are not disclosures', () => {
  it.each([
    ['diagnosed with type 2 diabetes', 'No history of diabetes; fasting glucose normal.'],
    ['diagnosed with type 2 diabetes', "I can't share the diagnosis with the scheduling team."],
    ['diagnosed with type 2 diabetes', 'I am not able to confirm whether the patient has diabetes.'],
    ['enrolled in an alcohol dependency treatment program', 'He is not enrolled in any program and denies alcohol use.'],
    ['HIV positive', 'She tested negative for HIV at the screening.'],
    ['on a performance improvement plan', 'Is he on a PIP?'],
    ['settled the wrongful-termination claim for $250,000', 'The terms of the settlement are confidential.'],
  ])('"%s" is not disclosed by "%s"', (value, text) => notFound(value, text));

  it.each([
    ['diagnosed with type 2 diabetes', 'Patient has type 1 diabetes managed with an insulin pump.'],
    ['filed for Chapter 7 bankruptcy in 2021', 'She filed for Chapter 13 in 2021 and is on a repayment plan.'],
    ['filed for Chapter 7 bankruptcy in 2021', 'He filed for bankruptcy in 2015.'],
    ['settled the wrongful-termination claim for $250,000', 'They settled the wrongful termination case for $40,000.'],
    ['settled the wrongful-termination claim for $250,000', 'She settled into her new role quickly.'],
    ['under investigation for insider trading', 'He is under investigation for expense report fraud.'],
    ['enrolled in an alcohol dependency treatment program', 'He is in physical rehab after knee surgery.'],
    ['diagnosed with type 2 diabetes', 'The hospital is launching a diabetes awareness week.'],
    ['in a contested custody dispute', 'Her brother is in a custody dispute with his ex-wife.'],
  ])('"%s" is not disclosed by the decoy "%s"', (value, text) => notFound(value, text));
});

describe('semantic matcher: values', () => {
  const balance = { key: 'balance', value: '$85,000', kind: 'money' as const, category: 'FIN' as const };
  const age = { key: 'employee_age', value: '44', kind: 'number' as const };

  it('reports a containing range as a range, with lower confidence than the value', () => {
    const range = scoreOf('', 'The account balance is over $50,000.', balance);
    const exact = scoreOf('', 'The account balance is $85,000.', balance);
    expect(range).toMatchObject({ method: 'range' });
    expect(range?.score ?? 1).toBeLessThan(exact?.score ?? 0);
    const tight = scoreOf('', 'The account balance is between $80,000 and $90,000.', balance);
    expect(tight?.score ?? 0).toBeGreaterThan(range?.score ?? 1);
  });

  it('does not take a different amount or an uninformative number for the value', () => {
    expect(scoreOf('', 'The balance is $58,000.', balance)).toBeUndefined();
    expect(scoreOf('', 'The wire fee is $85 per transfer.', balance)?.score ?? 0).toBeLessThan(TAU);
  });

  it('reads "in his forties" as a range containing 44, and "44 members" as no age', () => {
    expect(scoreOf('', 'He is in his forties.', age)).toMatchObject({ method: 'range' });
    expect(scoreOf('', 'The team has 44 members.', age)).toBeUndefined();
  });

  it('reads "early 2019" as a range containing 2019-02-11', () => {
    const visit = { key: 'visit_date', value: '2019-02-11', kind: 'date' as const };
    expect(scoreOf('', 'The visit date was early 2019.', visit)).toMatchObject({ method: 'range' });
    expect(scoreOf('', 'The visit date was late 2019.', visit)).toBeUndefined();
  });
});

describe('semantic matcher: robustness', () => {
  it('returns nothing for texts without any candidate word, without tokenizing them', () => {
    const matcher = engine.prepare([field({ key: 'dx', value: 'diagnosed with type 2 diabetes', tier: 'semantic' })]);
    expect(matcher.score('Thanks, see you on Tuesday at the usual place.')).toEqual([]);
  });

  it('uses paraphrases stored with the fact as extra wordings', () => {
    const fact = field({ key: 'note', value: 'the prototype design was copied from a former employer', tier: 'semantic', paraphrases: ['engineers lifted a rival company blueprint'] });
    const score = engine.prepare([fact]).score('Apparently the engineers lifted a rival company blueprint for it.');
    expect(score[0]?.score ?? 0).toBeGreaterThanOrEqual(TAU);
  });

  // The throughput target (≥ 2,000 events/s on one idle core, see docs/semantic.md) is measured by
  // `npm run bench`; a test cannot assert a rate on a shared machine. What it checks instead, load
  // or not: the cost per event does not grow with the number of events scored (no state that
  // accumulates across events), and every event is scored as a fresh matcher scores it.
  it('scores short relevant messages in time linear in their number (4x the messages within 8x the time, best of 3)', () => {
    const facts = [
      field({ key: 'dx', value: 'diagnosed with type 2 diabetes (E11.9)', tier: 'semantic' }),
      field({ key: 'rehab', value: 'enrolled in an alcohol dependency treatment program', tier: 'semantic' }),
      field({ key: 'balance', value: '$85,000', kind: 'money' }),
    ];
    const matcher = engine.prepare(facts);
    const texts = Array.from({ length: 1000 }, (_unused, index) => `Case ${index}: the patient manages her blood sugar with diet; balance about $80k; follow-up next week.`);
    const first = matcher.score(texts[0] ?? '', 0.3);
    expect(first.length).toBeGreaterThan(0);
    const timed = (batch: readonly string[]): number => {
      const started = performance.now();
      for (const text of batch) matcher.score(text, 0.3);
      return performance.now() - started;
    };
    let small = Number.POSITIVE_INFINITY;
    let large = Number.POSITIVE_INFINITY;
    for (let round = 0; round < 3; round += 1) {
      small = Math.min(small, timed(texts.slice(0, 250)));
      large = Math.min(large, timed(texts));
      if (large < 8 * small + 25) break;
    }
    expect(large, `${texts.length} messages took ${large.toFixed(0)} ms, 250 took ${small.toFixed(0)} ms`).toBeLessThan(8 * small + 25);
    const last = texts.at(-1) ?? '';
    expect(matcher.score(last, 0.3)).toEqual(engine.prepare(facts).score(last, 0.3));
  });
});
