import { describe, expect, it } from 'vitest';
import type { VaultField } from '../../contracts/index.js';
import { field } from '../vault.test-helpers.js';
import { createSemanticDetector } from './detector.js';
import { createSemanticEngine, type FactScore } from './index.js';
import { decompose, subjectOf } from './propositions.js';
import { createTextAnalyser } from './text.js';
import { SEMANTIC_THRESHOLD } from './threshold.js';

const analyser = createTextAnalyser();
const engine = createSemanticEngine();
const TAU = SEMANTIC_THRESHOLD.tau;

const propositionsOf = (text: string): string[] => decompose(text, analyser.analyse(text)).map((proposition) => proposition.text);

const HEART = field({ key: 'health', value: 'Sam Okafor has a heart condition and will have bypass surgery next week', tier: 'semantic', subject: 'Sam Okafor' });
const AUDIT = field({ key: 'audit', value: 'An audit of travel expenses is kept from Sam because Sam is suspected of expense fraud', tier: 'semantic', subject: 'Sam Okafor' });
const EXIT = field({ key: 'exit', value: 'Sam has accepted an offer at a competitor and will resign in March', tier: 'semantic' });

function scoreOf(vault: readonly VaultField[], key: string, text: string): FactScore | undefined {
  return engine
    .prepare(vault)
    .score(text)
    .find((found) => found.field === key);
}
const disclosed = (fact: VaultField, text: string): FactScore => {
  const score = scoreOf([fact], fact.key, text);
  expect(score?.score ?? 0, `"${text}" should disclose ${fact.key}`).toBeGreaterThanOrEqual(TAU);
  if (score === undefined) throw new Error('no score');
  return score;
};
const notDisclosed = (vault: readonly VaultField[], key: string, text: string): FactScore | undefined => {
  const score = scoreOf(vault, key, text);
  expect(score?.score ?? 0, `"${text}" should not disclose ${key}`).toBeLessThan(TAU);
  return score;
};

describe('facts decompose into atomic propositions', () => {
  it('splits clauses at conjunctions, subordinators and relative pronouns, carrying the subject', () => {
    expect(propositionsOf('Sam has a heart condition and will have surgery next week')).toEqual(['Sam has a heart condition', 'will have surgery next week']);
    expect(propositionsOf('An audit is kept from Sam because Sam is suspected of fraud')).toEqual(['An audit is kept from Sam', 'Sam is suspected of fraud']);
    expect(propositionsOf('Maria Lopez owes money to a lender who has sued her')).toEqual(['Maria Lopez owes money to a lender', 'has sued her']);
    expect(propositionsOf('Tom failed the bar exam twice and is retaking it in July')).toEqual(['Tom failed the bar exam twice', 'is retaking it in July']);
    const [first, second] = decompose('Sam has a heart condition and will have surgery next week', analyser.analyse('Sam has a heart condition and will have surgery next week'));
    expect([first?.carried, second?.carried]).toEqual([false, true]);
  });

  it('does not split noun coordination, parenthesised codes or a clause without a verb', () => {
    expect(propositionsOf('diagnosed with type 2 diabetes (E11.9)')).toEqual(['diagnosed with type 2 diabetes (E11.9)']);
    expect(propositionsOf('generalized anxiety disorder (F41.1)')).toEqual(['generalized anxiety disorder (F41.1)']);
    expect(propositionsOf('Sam and Maria are in talks to acquire Northwind')).toHaveLength(1);
    expect(propositionsOf('hospitalized after a suicide attempt in 2022')).toHaveLength(1);
  });

  it('takes the subject from the field, else the record name, else the grammatical subject', () => {
    const words = (value: string) => analyser.analyse(value);
    expect(subjectOf(HEART, [HEART], words(HEART.value))?.names).toEqual(new Set(['sam', 'okafor']));
    const name = field({ key: 'name', value: 'Dr. Lena Park', kind: 'name', record: 'r1' });
    const role = field({ key: 'job_title', value: 'CFO', kind: 'text', record: 'r1' });
    const dx = field({ key: 'dx', value: 'has a heart condition', tier: 'semantic', record: 'r1' });
    const subject = subjectOf(dx, [name, role, dx], words(dx.value));
    expect(subject?.names).toEqual(new Set(['lena', 'park']));
    expect(subject?.roles).toEqual([['cfo']]);
    expect(subjectOf(EXIT, [EXIT], words(EXIT.value))?.name).toBe('Sam');
    // An acronym or a code that opens a fact is not a person.
    const dui = field({ key: 'record', value: 'prior DUI conviction from 2019', tier: 'semantic' });
    expect(subjectOf(dui, [dui], words(dui.value))).toBeUndefined();
  });
});

describe('class 5: multi-clause facts — one proposition stated is a disclosure', () => {
  it('finds the clause a text states, and says which', () => {
    const surgery = disclosed(HEART, 'Sam will be out next week for surgery.');
    expect(surgery.proposition).toEqual({ index: 1, of: 2 });
    expect(disclosed(HEART, 'Sam has a heart condition, so go easy on him.').proposition).toEqual({ index: 0, of: 2 });
  });

  it('reads an instruction to keep something from the subject as the concealment it is', () => {
    const found = disclosed(AUDIT, "Please don't mention the audit while Sam is in the room.");
    expect(found.proposition).toEqual({ index: 0, of: 2 });
    notDisclosed([AUDIT], 'audit', 'The audit of travel expenses is a routine check and Sam has been informed.');
  });

  it('a verbatim clause is reported as verbatim', () => {
    expect(disclosed(HEART, 'Update: Sam told us. He will have bypass surgery next week.').method).toBe('verbatim');
  });

  it('the innocent clause of a fact is not telling alone', () => {
    const fact = field({ key: 'loss', value: 'Anna Kowalski had a miscarriage last week and is taking two weeks off', tier: 'semantic', subject: 'Anna Kowalski' });
    notDisclosed([fact], 'loss', 'Anna is taking two weeks off from Monday, annual leave booked in January.');
    disclosed(fact, 'Anna lost the baby last week, so please be gentle.');
  });
});

describe('class 6: hedged and partial paraphrase', () => {
  it('a hedged statement is a disclosure, reported as hedged', () => {
    expect(disclosed(EXIT, 'Rumour has it that Sam is quitting in March.').method).toBe('hedged');
    expect(disclosed(HEART, 'Apparently Sam might need heart surgery soon.').method).toBe('hedged');
  });

  it('a telling part is a disclosure', () => {
    expect(disclosed(HEART, 'In spite of his medical issues, Sam delivered the project on time.').method).toBe('partial');
  });

  it('a question or "whether" is not', () => {
    notDisclosed([HEART], 'health', 'Does Sam have a heart condition?');
    notDisclosed([HEART], 'health', 'I do not know whether Sam has a heart condition.');
  });
});

describe('class 7: the wrong subject', () => {
  it("another person's name governing the clause is not a disclosure", () => {
    const lunch = notDisclosed([EXIT], 'exit', 'We are throwing a farewell lunch for Maria on Friday.');
    expect(lunch?.suppressed).toBe('other-subject');
    notDisclosed([HEART], 'health', 'Maria will have bypass surgery next week.');
    notDisclosed([HEART], 'health', 'Hi Sam, we are planning a farewell lunch for Maria, who will have surgery next week.');
  });

  it('a pronoun refers to the latest person named before it', () => {
    notDisclosed([EXIT], 'exit', 'Maria is leaving. She has accepted an offer at a competitor.');
    disclosed(EXIT, 'Sam is leaving. He has accepted an offer at a competitor.');
    notDisclosed([HEART], 'health', 'Maria told us yesterday. She will have bypass surgery next week.');
  });

  it('a role the vault ties to the subject refers to them', () => {
    const vault = [
      field({ key: 'name', value: 'Sam Okafor', kind: 'name', record: 'r' }),
      field({ key: 'role', value: 'CFO', kind: 'text', record: 'r' }),
      field({ key: 'health', value: 'has a heart condition and will have bypass surgery next week', tier: 'semantic', record: 'r' }),
    ];
    expect(scoreOf(vault, 'health', 'Maria said the CFO will have bypass surgery next week.')?.score ?? 0).toBeGreaterThanOrEqual(TAU);
    expect(scoreOf(vault, 'health', 'Maria said the intern will have bypass surgery next week.')?.score ?? 0).toBeLessThan(TAU);
  });

  it('a passage about nobody (a leaflet, a list of options) counts less than one about the subject', () => {
    const leaflet = scoreOf([HEART], 'health', 'Leaflet: living with a heart condition, and what to expect from bypass surgery.');
    const aboutSam = scoreOf([HEART], 'health', 'Sam is living with a heart condition and will have bypass surgery.');
    expect(leaflet?.score ?? 0).toBeLessThan(aboutSam?.score ?? 0);
    expect(leaflet?.score ?? 0).toBeLessThan(TAU);
    // A lone generic "their" puts nobody in sight either.
    const romance = field({ key: 'romance', value: 'Chris Vail is in a romantic relationship with his direct report', tier: 'semantic', subject: 'Chris Vail' });
    notDisclosed([romance], 'romance', 'Our policy: a manager must disclose any romantic relationship with someone in their reporting line.');
    disclosed(romance, 'Chris is in a romantic relationship with someone on his team.');
  });

  it('leaves a one-word common value to tiers 1–2', () => {
    expect(engine.prepare([field({ key: 'rating', value: 'Exceeds', kind: 'text', tier: 'semantic' })]).fields).toEqual([]);
    expect(engine.prepare([field({ key: 'status', value: 'Pregnant', kind: 'text', tier: 'semantic' })]).fields).toEqual(['status']);
  });

  it('a capitalised word of the fact itself is not another person', () => {
    const deal = field({ key: 'deal', value: 'Sam Okafor is negotiating the sale of Northwind to Contoso', tier: 'semantic', subject: 'Sam Okafor' });
    expect(scoreOf([deal], 'deal', 'Sam is negotiating a sale of Northwind to Contoso.')?.suppressed).toBeUndefined();
  });
});

describe('class 7: who the text is about — places, readers, roles, pronouns (matcher 2.1)', () => {
  const RELAPSE = field({ key: 'relapse', value: 'Pia Lind is a recovering alcoholic and has been sober for six years', tier: 'semantic', subject: 'Pia Lind' });
  const LEAVE = field({ key: 'leave', value: 'Noor Haddad has accepted an offer elsewhere and will resign after her bonus in April', tier: 'semantic', subject: 'Noor Haddad' });

  it('a place or organisation name is not another person', () => {
    // WordNet knows Berlin and Lagos as places; "in Support", "the Halden account" are not people.
    disclosed(RELAPSE, 'Our Berlin partner is a recovering alcoholic, six years sober.');
    disclosed(RELAPSE, 'The new hire in Support is a recovering alcoholic and has been sober for six years.');
    disclosed(RELAPSE, 'Your colleague from Lagos is a recovering alcoholic, sober for six years now.');
    notDisclosed([RELAPSE], 'relapse', 'Maria is a recovering alcoholic and has been sober for six years.');
  });

  it('the reader a greeting names is not whom the rest is about, and "you" is the reader', () => {
    disclosed(HEART, 'Hi Maria — as he will have bypass surgery next week, Sam asked you to cover.');
    disclosed(HEART, 'Hi Sam, I hope your heart condition is better before the bypass surgery next week.');
    notDisclosed([HEART], 'health', 'Hi Maria, I hope your heart condition is better before the bypass surgery next week.');
    // A template's placeholder is not a reader.
    notDisclosed([HEART], 'health', 'Dear [Employee], your heart condition and bypass surgery next week are noted.');
  });

  it('"your brother", "our new analyst" may be anyone; "her brother" is someone else', () => {
    disclosed(RELAPSE, 'Your sister is a recovering alcoholic and has been sober for six years.');
    notDisclosed([RELAPSE], 'relapse', 'Pia mentioned that her sister is a recovering alcoholic.');
  });

  it('a pronoun prefers the grammatical subject over a name the verb governs ("Sam told Maria he …")', () => {
    disclosed(HEART, 'Sam told Maria he will have bypass surgery next week.');
    notDisclosed([HEART], 'health', 'Maria told Sam she will have bypass surgery next week.');
  });

  it("a pronoun of the other gender than the fact's own is someone else", () => {
    expect(subjectOf(LEAVE, [LEAVE], analyser.analyse(LEAVE.value))?.gender).toBe('feminine');
    disclosed(LEAVE, 'Noor has accepted an offer elsewhere and will resign after her April bonus.');
    notDisclosed([LEAVE], 'leave', 'Noor said he has accepted an offer elsewhere and will resign after the bonus in April.');
  });
});

describe("class 7: the writer's or a relative's own experience is not the subject's (matcher 2.3)", () => {
  const ABORTION = field({ key: 'secret', value: 'Elena Popescu had an abortion at twenty-two and never told her parents', tier: 'semantic', subject: 'Elena Popescu' });
  const DUI = field({ key: 'dui', value: 'Ahmed Karimi was convicted of drunk driving in 2018 and lost his licence for a year', tier: 'semantic', subject: 'Ahmed Karimi' });
  const CARE = field({ key: 'care', value: "Peter Lund's wife has dementia and he is considering early retirement to care for her", tier: 'semantic', subject: 'Peter Lund' });
  const PARTY = field({ key: 'party', value: "The team is planning a surprise lunch on Thursday to celebrate Marcus Webb's ten years", tier: 'semantic', subject: 'Marcus Webb' });

  it('the writer telling their own experience', () => {
    notDisclosed([DUI], 'dui', "I'll be honest with you — I got a DUI at twenty-three and lost my licence for six months.");
    notDisclosed([ABORTION], 'secret', 'When I was twenty-two we had an abortion scare, and I never told my parents.');
    // Thinking and advising are not the writer's experience.
    disclosed(DUI, 'I think Ahmed was convicted of drunk driving and lost his licence for a year.');
  });

  it("a relative's experience: my aunt, his wife, my nephew", () => {
    notDisclosed([ABORTION], 'secret', 'My aunt had an abortion back in the eighties and never told her parents.');
    notDisclosed([DUI], 'dui', 'His brother was convicted of drunk driving in 2018 and lost his licence for a year.');
    disclosed(ABORTION, 'Elena had an abortion at twenty-two and has never told her parents.');
  });

  it('a relative the fact names is the fact; one joined to the subject shares it', () => {
    disclosed(CARE, 'Peter may retire early — his wife has dementia and he wants to care for her.');
    disclosed(CARE, 'Peter and his wife are dealing with her dementia, so he is considering early retirement to care for her.');
  });

  it('who is advised to tell or not to tell is not whom the told content is about', () => {
    const AUTISM = field({ key: 'autism', value: "Aisha Bello's son Kayode was diagnosed with autism last year", tier: 'semantic', subject: 'Aisha Bello' });
    // Rebecca is advised; the content is about Aisha's son, whom the fact names.
    disclosed(AUTISM, "Rebecca shouldn't mention that Kayode is autistic — Aisha hasn't told the other parents yet.");
    disclosed(DUI, 'Tyler could tell Kevin: "Ahmed was convicted of drunk driving in 2018 and lost his licence for a year."');
    // Told of the advised person themself, it is theirs.
    notDisclosed([DUI], 'dui', 'Tyler was convicted of drunk driving in 2018 and lost his licence for a year.');
    // A pronoun still refers to the teller: Maria told of herself.
    notDisclosed([HEART], 'health', 'Maria told Sam she will have bypass surgery next week.');
  });

  it('a name in a time clause (before …, after …, when …) is not the main clause’s subject', () => {
    const LOSS = field({ key: 'loss', value: 'Sofia Marquez had two miscarriages before her daughter was born', tier: 'semantic', subject: 'Sofia Marquez' });
    disclosed(LOSS, 'Sofia had two miscarriages before Lucía was born.');
    notDisclosed([LOSS], 'loss', 'Anna had two miscarriages before Sofia was born.');
  });

  it('a vague noun stands for any other (immigration situation, substance problem, tax trouble)', () => {
    const STATUS = field({ key: 'status', value: 'Jorge Medina is undocumented and is afraid of the upcoming I-9 audit', tier: 'semantic', subject: 'Jorge Medina' });
    const IRS = field({ key: 'irs', value: 'Stuart Pell is under IRS investigation for not reporting income from an offshore account', tier: 'semantic', subject: 'Stuart Pell' });
    disclosed(STATUS, "I think Jorge's immigration situation might be complicated.");
    disclosed(IRS, 'Stuart might be in some trouble with the tax authorities over undeclared income.');
    notDisclosed([STATUS], 'status', "Maria's immigration situation is settled; she got her green card in May.");
  });

  it('people in general are nobody in particular', () => {
    const HIV = field({ key: 'hiv', value: 'Rosa Delgado is HIV-positive and has been on treatment for ten years', tier: 'semantic', subject: 'Rosa Delgado' });
    notDisclosed([HIV], 'hiv', 'I know people living with HIV who are healthy and happy; you will meet some at the support group.');
    disclosed(HIV, 'Rosa has been living with HIV for ten years and is on treatment.');
  });

  it('a name later in the clause is whom the clause is about', () => {
    disclosed(PARTY, "We're planning a surprise lunch for Marcus Webb on Thursday to celebrate his ten years.");
  });
});

describe('class 5/6: contradiction by antonym, corroborating propositions (matcher 2.1)', () => {
  const EXAM = field({ key: 'exam', value: 'Lee Park failed the bar exam twice and will sit it again in July', tier: 'semantic', subject: 'Lee Park' });
  const CUSTODY = field({ key: 'custody', value: 'Ivo Marsh is in a custody dispute over his two sons and has a court hearing on the 9th', tier: 'semantic', subject: 'Ivo Marsh' });

  it("a WordNet antonym of the fact's verb contradicts it; negated, it states it", () => {
    notDisclosed([EXAM], 'exam', 'Lee passed the bar on the first attempt.');
    disclosed(EXAM, 'Lee still has not passed the bar and will sit it again in July.');
  });

  it('two propositions each stated in part corroborate each other', () => {
    const hearing = scoreOf([CUSTODY], 'custody', 'Ivo is away on the 9th for his hearing.')?.score ?? 0;
    const dispute = scoreOf([CUSTODY], 'custody', 'Ivo says the custody question is still open.')?.score ?? 0;
    const both = scoreOf([CUSTODY], 'custody', 'Ivo is away on the 9th for his hearing. Ivo says the custody question is still open.')?.score ?? 0;
    expect(Math.min(hearing, dispute)).toBeGreaterThan(0.3);
    expect(both).toBeGreaterThan(Math.max(hearing, dispute));
  });

  it('an ordinal date does not contradict a count ("the 9th" vs "two sons")', () => {
    disclosed(CUSTODY, 'Ivo is out on the 9th: court, for the custody case over his boys.');
  });
});

describe('negation and refusal stay non-disclosures', () => {
  it.each(['Sam does not have a heart condition.', "I can't share details of Sam's surgery.", 'Sam has never had heart surgery.', 'Sam has been heart-condition free for years.'])('"%s"', (text) => {
    notDisclosed([HEART], 'health', text);
  });

  it('a refusal to mention is not an instruction to conceal', () => {
    notDisclosed([AUDIT], 'audit', "I won't mention the audit to anyone.");
    notDisclosed([AUDIT], 'audit', 'We do not discuss internal audits over chat.');
  });

  it('advice not to have someone tell names what is kept quiet; a plain negation does not', () => {
    const DEBT = field({ key: 'debt', value: 'Marcus Bell ran up about $40,000 in online gambling debt and is now in a recovery program', tier: 'semantic', subject: 'Marcus Bell' });
    disclosed(DEBT, "I wouldn't have Tyler mention Marcus's gambling debt to Kevin at all.");
    notDisclosed([DEBT], 'debt', 'I did not have Marcus repay his gambling debt.');
  });

  it('a negation the fact itself states matches', () => {
    const irs = field({ key: 'irs', value: 'Stuart Pell is under IRS investigation for not reporting income from an offshore account', tier: 'semantic', subject: 'Stuart Pell' });
    disclosed(irs, 'Stuart Pell is under IRS investigation for not reporting income from an offshore account.');
  });
});

describe('the detector reports the proposition', () => {
  it('puts proposition {index, of} and the method on the hit', () => {
    const [hit] = createSemanticDetector({ engine }).prepare([HEART]).detect('Sam will be out next week for surgery.', { channel: 'C1' });
    expect(hit).toMatchObject({ field: 'health', tier: 3, proposition: { index: 1, of: 2 } });
  });
});
