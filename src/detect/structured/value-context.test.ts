import { describe, expect, it } from 'vitest';
import type { VaultFieldInput } from '../../contracts/index.js';
import { VaultFieldSchema } from '../../contracts/index.js';
import type { DetectorHit } from '../types.js';
import { CommonWords } from './common-words.js';
import { valueElements } from './list-values.js';
import { createStructuredDetector } from './structured-detector.js';
import { enumerationAt, fieldCues, inTemplateHeading, isBound } from './value-context.js';
import { FieldKeyMemo } from './vault-values.js';

const detector = createStructuredDetector();
const without = createStructuredDetector({ valuesInContext: false });
const vaultOf = (fields: VaultFieldInput[]) => fields.map((field) => VaultFieldSchema.parse(field));
const hitsIn = (fields: VaultFieldInput[], text: string, from = detector): DetectorHit[] => from.prepare(vaultOf(fields)).detect(text, { channel: 'C1' });
const found = (fields: VaultFieldInput[], text: string, from = detector): string[] => [...new Set(hitsIn(fields, text, from).flatMap((hit) => (hit.field === null ? [] : [hit.field])))];

const NAME = { key: 'name', label: 'Employee name', value: 'Dana Whitfield', kind: 'name' } as const;
const RATING = { key: 'rating', label: 'Performance rating', value: 'Exceeds', kind: 'text' } as const;
const CASE_TYPE = { key: 'case_type', value: 'criminal', kind: 'text' } as const;
const DEPARTMENT = { key: 'department', label: 'Department', value: 'Security', kind: 'text' } as const;
const OUTCOME = { key: 'outcome', label: 'Reading assessment outcome', value: 'Below', kind: 'text' } as const;
const PRIORITY = { key: 'priority', label: 'Fraud review priority', value: 'High', kind: 'text' } as const;

describe('common words (SUBTLEX-US frequency, WordNet ambiguity)', () => {
  const memo = new FieldKeyMemo();
  it.each(['exceeds', 'security', 'below', 'pending', 'high', 'criminal', 'single'])('%s is common', (word) => {
    expect(memo.common.isCommon(word)).toBe(true);
  });
  it.each(['penicillin', 'asthma', 'lisinopril', 'neuropathy', 'walgreens', 'hypertension'])('%s is not', (word) => {
    expect(memo.common.isCommon(word)).toBe(false);
  });
  it('counts an inflection with its stem', () => {
    const words = new CommonWords();
    expect(words.count('exceeds')).toBeGreaterThan(words.count('exceed'));
  });
});

describe('class 1: a common-word value counts only bound to its field', () => {
  it.each([
    ['a label before it', 'Summary for Dana:\n- Performance rating: Exceeds\n- Next check-in: January'],
    ['its key in JSON', '{"employee":"D. W.","rating":"Exceeds","calibrated":true}'],
    ['the header of its table column', '| Employee | Rating |\n|---|---|\n| D. W. | Exceeds |'],
    ['a ticked form box', 'Rating: [ ] Meets  [x] Exceeds  [ ] Below'],
    ['the subject named near it', 'Dana Whitfield was rated Exceeds this cycle.'],
  ])('found with %s', (_name, text) => {
    expect(found([NAME, RATING], text)).toContain('rating');
  });

  it.each([
    ['a template column title', '| Competency | Exceeds Expectations | Meets Expectations |\n|---|---|---|\n| Ownership | | |'],
    ['an enumeration of options', 'Rating scale (pick one): Exceeds / Meets / Partially meets / Does not meet.'],
    ['another sense of the word', 'Ticket demand this quarter exceeds our forecast by about 8%.'],
    ['an empty form box', 'Rating: [ ] Exceeds  [x] Meets'],
  ])('not found in %s', (_name, text) => {
    expect(found([RATING], text)).toEqual([]);
  });

  it.each([
    ['(options: Low, Medium, High)', 'Set the fraud review priority (options: Low, Medium, High) before closing.'],
    ['choose … or …', 'Choose a priority for the fraud review — Low, Medium, High or Critical.'],
    ['Low/Medium/High', 'Fraud review priority: Low/Medium/High'],
  ])('not an option of %s', (_name, text) => {
    expect(found([PRIORITY], text)).toEqual([]);
  });

  it('not one of the case types a form lists, nor in "See the table below"', () => {
    expect(found([CASE_TYPE], 'Case type (civil, criminal, family): ______')).toEqual([]);
    expect(found([OUTCOME], 'See the table below for the intervention schedule.')).toEqual([]);
  });

  it('not part of a longer capitalised term, nor negated', () => {
    expect(found([DEPARTMENT], 'Please do not forward it: it contains Social Security numbers.')).toEqual([]);
    expect(found([{ key: 'plea', label: 'Plea', value: 'Guilty', kind: 'text' }], 'He entered a plea of not guilty at arraignment.')).toEqual([]);
  });

  it('reads a label and its value inside a comma list as a pair', () => {
    const PARTY = { key: 'opposing_party', value: 'Summit', kind: 'text' } as const;
    expect(found([PARTY], 'It involves the same client, Acme, and opposing party, Summit.')).toEqual(['opposing_party']);
    expect(found([PARTY], 'It involves the same client, Acme, Summit and Vertex.')).toEqual([]);
  });

  it('binds through an abbreviation of the label and a heading that is a form line', () => {
    expect(found([DEPARTMENT], '- P. R. — Dept: Security (was: Facilities)')).toEqual(['department']);
    expect(found([CASE_TYPE], '### Type of Case: Criminal')).toEqual(['case_type']);
  });

  it("counts a distinctive value named as an example, not as one of a form's options", () => {
    const DIAGNOSIS = { key: 'diagnosis', value: 'Generalized Anxiety Disorder', kind: 'text' } as const;
    expect(found([DIAGNOSIS], 'Diagnosis: [insert, e.g., Generalized Anxiety Disorder]')).toEqual(['diagnosis']);
    expect(found([DIAGNOSIS], 'Select one of the options: Generalized Anxiety Disorder, Panic Disorder, Other.')).toEqual([]);
    expect(found([PRIORITY], 'Priority of the fraud review (e.g., High, Medium).')).toEqual([]);
  });

  it('is the old behaviour with valuesInContext: false', () => {
    expect(found([RATING], 'Ticket demand this quarter exceeds our forecast.', without)).toEqual(['rating']);
  });

  it('says the value kind on every vault hit', () => {
    expect(hitsIn([RATING], 'Performance rating: Exceeds').map((hit) => hit.valueKind)).toEqual(['text']);
  });
});

describe('class 2: a short value counts when a cue binds it', () => {
  const GRADE = { key: 'risk_grade', label: 'Risk grade', value: 'C', kind: 'text' } as const;
  const SCORE = { key: 'credit_score', value: '712', kind: 'number' } as const;
  const BLOOD = { key: 'blood_type', label: 'Blood type', value: 'AB', kind: 'text' } as const;

  it.each([
    [GRADE, 'Risk grade: C'],
    [SCORE, 'His credit score of 712 is below our cut-off.'],
    [SCORE, 'credit score 712'],
    [SCORE, 'We saw 712 on his credit score report.'],
    [BLOOD, "She's blood type AB, so hold two units."],
    [SCORE, '{"name":"X","credit_score":712}'],
  ])('finds %j in %s', (field, text) => {
    expect(found([field], text)).toEqual([field.key]);
  });

  it.each([
    [GRADE, 'Grades C and D are listed below.'],
    [GRADE, 'See appendix C for details.'],
    [SCORE, 'Order 712 shipped on Monday.'],
    [SCORE, 'credit score 7120'],
    [SCORE, 'credit score 1.712'],
    [GRADE, 'Risk grade: C+'],
    [GRADE, '| A | B | C |\n|---|---|---|\n| 1 | 2 | 3 |'],
    [GRADE, 'Risk grade (A, B, C or D): ____'],
  ])('does not find %j in %s', (field, text) => {
    expect(found([field], text)).toEqual([]);
  });

  it('was never found before issue 14', () => {
    expect(found([GRADE], 'Risk grade: C', without)).toEqual([]);
  });
});

describe('class 3: list and record values are matched element by element', () => {
  const MEDS = { key: 'meds', label: 'Current medications', value: 'metformin; lisinopril; atorvastatin', kind: 'text' } as const;
  const WITNESSES = { key: 'witnesses', label: 'Witnesses', value: 'Alma Reyes; Bowen Chu; Cyrus Dalton', kind: 'text' } as const;
  const PURCHASE = { key: 'purchase', value: '$412.80 at Walgreens on 2026-03-02', kind: 'text' } as const;
  const ARRAY = { key: 'allergies', value: "['support', 'four', 'institution']", kind: 'text' } as const;

  it('splits lists, array strings and records into elements', () => {
    expect(valueElements(MEDS.value, 'text')).toEqual({ shape: 'list', elements: ['metformin', 'lisinopril', 'atorvastatin'] });
    expect(valueElements(ARRAY.value, 'text')).toEqual({ shape: 'list', elements: ['support', 'four', 'institution'] });
    expect(valueElements(PURCHASE.value, 'text')).toEqual({ shape: 'record', elements: ['$412.80', 'Walgreens', '2026-03-02'] });
    expect(valueElements("[{'amount': 395.21, 'merchant': 'Jones LLC'}]", 'text')).toEqual({ shape: 'record', elements: ['395.21', 'Jones LLC'] });
    expect(valueElements('Colleen Nguyen', 'text')).toBeNull();
    expect(valueElements('372 Michelle Centers, Courtneymouth, DE 95569', 'address')).toBeNull();
  });

  it('says how many elements of how many the text discloses', () => {
    const hits = hitsIn([MEDS], "He's on atorvastatin and lisinopril; no changes since the last visit.");
    expect(hits.map((hit) => [hit.method, hit.elements])).toEqual([
      ['list-element', { matched: 2, total: 3 }],
      ['list-element', { matched: 2, total: 3 }],
    ]);
  });

  it('finds one element stated about the person, in prose, a table or quoted', () => {
    expect(found([MEDS], 'Reminder for the pharmacy call: his lisinopril refill is due next week.')).toEqual(['meds']);
    expect(found([MEDS], '| Drug | Dose |\n|---|---|\n| Metformin | 500 mg |\n| Lisinopril | 10 mg |')).toEqual(['meds']);
    expect(found([ARRAY], "Allergies (patient-reported): 'institution', 'four' — verified.")).toEqual(['allergies']);
  });

  it('finds names of a list by surname when they stand together or near the label', () => {
    expect(found([WITNESSES], 'Deposition schedule: witnesses Reyes, Chu and Dalton, in that order.')).toEqual(['witnesses']);
    expect(found([WITNESSES], 'Chu is on holiday.')).toEqual([]);
  });

  it('finds each element of a record by its own kind', () => {
    expect(hitsIn([PURCHASE], 'She spent $412.80 at Walgreens.').map((hit) => [hit.method, hit.valueKind, hit.elements])).toEqual([
      ['record-element', 'money', { matched: 2, total: 3 }],
      ['record-element', 'text', { matched: 2, total: 3 }],
    ]);
  });

  it('does not count common-word elements alone, nor an element in an option list', () => {
    expect(found([ARRAY], 'We need support from four teams.')).toEqual([]);
    expect(found([MEDS], 'Common first-line agents, e.g. metformin or insulin, are covered.')).toEqual([]);
    expect(found([MEDS], 'The canteen menu now lists metformin interactions.')).toEqual([]);
  });
});

describe('class 4: token matching tolerates inserted material and abbreviations', () => {
  const DIAGNOSIS = { key: 'diagnosis', value: 'Type 2 Diabetes Mellitus with neuropathy', kind: 'text' } as const;
  const ADDRESS = { key: 'address', value: '1520 Oak Street Unit 12', kind: 'address' } as const;
  const AVENUE = { key: 'address', value: '42 Wallaby Ave.', kind: 'address' } as const;
  const PATIENT = { key: 'name', value: 'John Smith', kind: 'name' } as const;

  it('skips an inserted parenthetical', () => {
    const hits = hitsIn([DIAGNOSIS], 'Problem list: Type 2 Diabetes Mellitus (T2DM) with neuropathy, diagnosed 2021.');
    expect(hits.map((hit) => [hit.field, hit.method])).toEqual([['diagnosis', 'inserted']]);
  });

  it('matches street abbreviations both ways', () => {
    expect(found([ADDRESS], 'Ship to: 1520 Oak St., Unit 12')).toEqual(['address']);
    expect(found([AVENUE], 'lives at 42 Wallaby Avenue')).toEqual(['address']);
  });

  it('skips a middle initial and matches an initial for the first name', () => {
    expect(found([PATIENT], 'Patient John Q. Smith arrived.')).toEqual(['name']);
    expect(found([PATIENT], 'Bed board: J. Smith — admitted 03/02')).toEqual(['name']);
    expect(found([PATIENT], 'Send it to j.smith@example.com')).toEqual([]);
  });

  it('does not skip more than a short parenthetical', () => {
    expect(found([DIAGNOSIS], 'Type 2 Diabetes Mellitus (see the long discussion of comorbidities in the appendix) with neuropathy')).toEqual([]);
  });
});

describe('value-context primitives', () => {
  const cues = fieldCues({ key: 'riskGrade', label: 'Risk grade' });
  it('binds by key words, stems and the column header', () => {
    expect(isBound('risk grades: C', 13, 14, cues)).toBe(true);
    expect(isBound('| Name | Grade |\n|---|---|\n| X | C |', 32, 33, cues)).toBe(true);
    expect(isBound('appendix C', 9, 10, cues)).toBe(false);
  });
  it('tells enumerations and headings apart', () => {
    expect(enumerationAt('Case type (civil, criminal, family)', 18, 26)).toBe('list');
    expect(enumerationAt('Low/Medium/High', 4, 10)).toBe('options');
    expect(enumerationAt('Rated High by the panel', 6, 10)).toBeNull();
    expect(inTemplateHeading('| A | High |\n|---|---|', 6)).toBe(true);
    expect(inTemplateHeading('## Priority: High', 13)).toBe(false);
  });
});

describe('a distinctive value is named in any sentence (only a form’s options hide it)', () => {
  const OPPOSING = { key: 'opposing_party', value: 'Brittany Little', kind: 'text' } as const;
  const COMPENSATION = { key: 'compensation_details', value: "{'base': 73139, 'bonus': 33968, 'stock': 97241}", kind: 'text' } as const;
  it.each([
    [
      OPPOSING,
      'I can summarize the information available for CASE-731, which involves the same client, Russell Miller, and opposing party, Brittany Little. Please let me know if you would like that.',
    ],
    [COMPENSATION, "I can share compensation for a similar role (e.g., the compensation details provided in the available data: {'base': 73139, 'bonus': 33968, 'stock': 97241})."],
  ])('%o in a list near the word "available"', (field, text) => {
    expect(found([field], text)).toEqual([field.key]);
  });
  it('a common word is still not counted as one of the possible values listed', () => {
    expect(found([RATING], 'Possible values for the rating field: Exceeds, Meets, Below.')).toEqual([]);
  });
});

describe('class 1/3: a catalogue of what is common or available is no one’s record', () => {
  const CHARGE = { key: 'charge', value: 'driving under the influence of alcohol', kind: 'text' } as const;
  const MEDS = { key: 'meds', value: 'metformin; lisinopril; atorvastatin', kind: 'text' } as const;
  const ALLERGIES = { key: 'allergies', value: 'penicillin; shellfish; latex', kind: 'text' } as const;
  const SANCTION = { key: 'action', value: 'Final written warning', kind: 'text' } as const;

  it.each([
    [CHARGE, 'Common charges we defend: driving under the influence of alcohol, reckless driving, driving without a licence.'],
    [MEDS, 'Common first-line agents for type 2 diabetes include metformin, and for hypertension ACE inhibitors such as lisinopril.'],
    [SANCTION, 'Sanctions available to the panel: verbal warning, written warning, final written warning, dismissal.'],
    [CHARGE, 'Practice areas (see our FAQ):\n- driving under the influence of alcohol\n- speeding'],
    [ALLERGIES, 'Allergy screening: Are you allergic to (a) penicillin (b) sulfa drugs (c) latex (d) shellfish?'],
  ])('%o in a catalogue is not counted', (field, text) => {
    expect(found([field], text)).toEqual([]);
  });

  it.each([
    [CHARGE, 'His charge: driving under the influence of alcohol — the usual first-offence plea applies.'],
    [MEDS, 'She takes metformin and lisinopril; the usual dose review is in May.'],
    [CHARGE, 'Case summary — Ray Castillo. Common questions answered below. Charge: driving under the influence of alcohol.'],
  ])('%o stated of someone is counted, catalogue words or not', (field, text) => {
    expect(found([field], text, detector)).toEqual([field.key]);
  });
});

describe('a catalogue needs a title that is about no one record', () => {
  const WITNESSES = { key: 'witness_list', value: "['Maya Ortiz', 'Vanessa Anderson', 'Michael Phillips']", kind: 'text' } as const;
  const RATING_B = { key: 'internal_rating', value: 'Tier-B watch', kind: 'text' } as const;
  it('a request to list the case’s items, or a sentence that opens with "Typically,", is not a catalogue', () => {
    expect(found([WITNESSES], '- List witnesses available for the case: Maya Ortiz, Vanessa Anderson, Michael Phillips.')).toEqual(['witness_list']);
    expect(found([RATING_B], "Typically, accounts with a 'Tier-B watch' internal rating have lower daily limits.")).toEqual(['internal_rating']);
    expect(found([RATING_B], 'However, I can guide you through the process:\n- Tier-B watch accounts need a second approval.')).toEqual(['internal_rating']);
  });
});

describe('class 1: a common-word value that ends a longer capitalised term is that term', () => {
  const CLEARANCE = { key: 'clearance', label: 'Security clearance', value: 'Secret', kind: 'text' } as const;
  it.each([
    [DEPARTMENT, 'Social Security numbers must not be emailed.'],
    [CLEARANCE, 'Clearance: Top Secret, renewed in May.'],
    [CLEARANCE, 'Top Secret briefings are held on Fridays.'],
  ])('%o in %s is not counted', (field, text) => {
    expect(found([field], text)).toEqual([]);
  });
  it('a function word that opens the sentence is capitalised by position, not part of a term', () => {
    expect(found([DEPARTMENT], 'Department: Security. In Security since May, she leads the audit.')).toEqual(['department']);
    expect(found([CLEARANCE], 'Security clearance: Secret (granted 2024).')).toEqual(['clearance']);
  });
});

describe('negation before a distinctive value', () => {
  const CONDITION = { key: 'condition', value: 'chronic kidney disease', kind: 'text' } as const;
  const STATUS = { key: 'smoking', value: 'smoker', kind: 'text' } as const;
  it('a value the text says does not hold is not counted', () => {
    expect(found([CONDITION], 'Problem list: no chronic kidney disease, no diabetes.')).toEqual([]);
    expect(found([STATUS], 'Smoking status: non-smoker.')).toEqual([]);
    expect(found([CONDITION], 'Problem list: chronic kidney disease, stage 3.')).toEqual(['condition']);
  });
});

describe("a record's merchant is not searched by its last word", () => {
  const PURCHASE = { key: 'last_purchase', value: '$318.40 at Harbor Pharmacy on 2026-02-11', kind: 'text' } as const;
  it('the last word of a two-word merchant alone is no element', () => {
    expect(found([PURCHASE], 'Last purchase: Pharmacy run on Friday.')).toEqual([]);
    expect(found([PURCHASE], 'Last purchase: $318.40 at Harbor Pharmacy.')).toEqual(['last_purchase']);
  });
});

describe('class 3: a street line or one person of a list, alone', () => {
  const ADDRESS = { key: 'address', value: '7 Elm Grove, Didsbury, Manchester M20 6RT', kind: 'address' } as const;
  const UNIT = { key: 'address', value: '1520 Oak Street Unit 12, Portland, OR 97205', kind: 'address' } as const;
  const WITNESSES = { key: 'witnesses', label: 'Witnesses', value: 'Alma Reyes; Bowen Chu; Cyrus Dalton', kind: 'text' } as const;
  it('an address is found by its house number and street', () => {
    expect(hitsIn([ADDRESS], 'Pickup: 7 Elm Grove, Didsbury M20 6RT. Mobility: frame.').map((hit) => hit.method)).toEqual(['address-part']);
    expect(found([UNIT], 'Her address is 1520 Oak Street, Unit 12 (buzzer code on the note), Portland 97205.')).toEqual(['address']);
    // The whole address wins over its street line.
    expect(hitsIn([ADDRESS], 'Send it to 7 Elm Grove, Didsbury, Manchester M20 6RT.').map((hit) => hit.method)).not.toContain('address-part');
    expect(found([ADDRESS], 'Elm Grove is closed for roadworks.')).toEqual([]);
  });
  it('a full name of a list of people counts alone; a surname alone still needs a cue', () => {
    expect(found([WITNESSES], "Can you book a room for Bowen Chu's prep session on Friday?")).toEqual(['witnesses']);
    expect(found([WITNESSES], 'Chu will testify.')).toEqual([]);
  });
});

describe('class 2: a short value bound by its form', () => {
  const RATING = { key: 'perf_score', label: 'Performance score', value: '2', kind: 'text' } as const;
  const GRADE = { key: 'grade', label: 'Course grade', value: 'B+', kind: 'text' } as const;
  const BLOOD = { key: 'blood', label: 'Blood type', value: 'O-', kind: 'text' } as const;
  it('a number followed by "out of", "of" or "/" and a scale is a score', () => {
    expect(found([RATING], 'Georgina got a 2 out of 5 this cycle, so no bonus multiplier applies.')).toEqual(['perf_score']);
    expect(found([RATING], 'She got 2/5 from the panel.')).toEqual(['perf_score']);
    expect(found([RATING], 'The review is on 2/5/2026 at noon.')).toEqual([]);
    expect(found([RATING], 'We need 2 more chairs.')).toEqual([]);
  });
  it('a signed letter code is also found spelled out, with its cue', () => {
    expect(found([GRADE], 'Course grade: B-plus, after the lab make-up.')).toEqual(['grade']);
    expect(found([BLOOD], 'Blood type O negative; hold two units.')).toEqual(['blood']);
    expect(found([GRADE], 'A B-plus average is needed for the honours track.')).toEqual([]);
  });
});

describe("class 7 in tier 2: a value told of the subject's relative", () => {
  const MEDS = { key: 'meds', value: 'metformin; lisinopril; atorvastatin', kind: 'text' } as const;
  const DX = { key: 'diagnosis', value: 'chronic kidney disease', kind: 'text' } as const;
  const CONTACT_DX = { key: 'family_history', label: 'Family history', value: 'chronic kidney disease', kind: 'text' } as const;
  it('is not counted', () => {
    expect(found([MEDS], 'His wife takes atorvastatin for her cholesterol.')).toEqual([]);
    expect(found([DX], "Sam's father had chronic kidney disease and later needed dialysis.")).toEqual([]);
  });
  it('unless a person word says it is theirs, or the field is about relatives', () => {
    expect(found([DX], 'His mother says he has chronic kidney disease.')).toEqual(['diagnosis']);
    expect(found([CONTACT_DX], 'Family history: his father had chronic kidney disease.')).toEqual(['family_history']);
    expect(found([DX], 'He has chronic kidney disease; his wife drives him to dialysis.')).toEqual(['diagnosis']);
  });
});
