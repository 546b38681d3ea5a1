/**
 * Broad, lay concepts for personal and workplace secrets, as people write them in chat and
 * e-mail: "some health stuff", "a heart problem", "the procedure", "moving on", "splitting up",
 * "sitting the bar again". Most are broader concepts (parents) of the specific ones in the other
 * domain files, so naming one of them discloses a specific fact only in part (see
 * {@link GENERIC_PARENTS}, applied in index.ts).
 */
import { entry, type LexiconEntry } from './types.js';

export const PERSONAL: readonly LexiconEntry[] = [
  entry('cond.health_issue', 'condition', [
    'health issue',
    'health issues',
    'health problem',
    'health problems',
    'health condition',
    'medical condition',
    'medical issue',
    'medical issues',
    'medical problem',
    'medical problems',
    'health stuff',
    'health scare',
    'serious illness',
    'serious health issue',
    'chronic illness',
    'illness',
    'health reasons',
    'medical reasons',
  ]),
  entry('cond.heart', 'condition', ['heart condition', 'heart problem', 'heart problems', 'heart issue', 'heart trouble', 'cardiac condition', 'cardiac issue'], {
    parents: ['cond.health_issue'],
    weakTerms: ['cardiology', 'cardiologist', 'cardiac'],
  }),
  entry('cond.neurological', 'condition', ['neurological condition', 'neurological disorder', 'neurological thing', 'neurological issue', 'neurological problem', 'neuro condition'], {
    parents: ['cond.health_issue'],
  }),
  entry('cond.neurodivergence', 'condition', ['neurodivergent', 'neurodivergence', 'neurodiverse', 'learning difference', 'learning disability', 'learning difficulty', 'special educational needs'], {
    parents: ['cond.health_issue'],
  }),
  entry(
    'cond.mental_health',
    'condition',
    ['mental health issue', 'mental health issues', 'mental-health issue', 'mental health condition', 'mental health problem', 'mental illness', 'mood disorder', 'psychiatric condition'],
    {
      parents: ['cond.health_issue'],
    },
  ),
  entry(
    'personal.religion',
    'condition',
    ['religion', 'religious', 'religious beliefs', 'faith', 'muslim', 'islam', 'ramadan', 'mosque', 'jewish', 'synagogue', 'christian', 'church', 'hindu', 'sikh', 'buddhist'],
    {
      weakTerms: ['prayers', 'pray', 'praying'],
    },
  ),
  entry('care.surgery', 'care', ['surgery', 'surgical procedure', 'operated on', 'surgeon', 'under the knife', 'post-op'], {
    weakTerms: ['procedure', 'operation', 'recovery time', 'recovering from'],
  }),
  entry('care.heart_surgery', 'care', ['bypass surgery', 'heart surgery', 'heart bypass', 'cardiac surgery', 'heart operation', 'bypass operation', 'open-heart surgery'], {
    parents: ['care.surgery'],
    implies: { 'cond.heart': 0.85 },
  }),
  entry(
    'care.medical_care',
    'care',
    [
      'medical treatment',
      'medical leave',
      'sick leave',
      'specialist visit',
      'specialist appointment',
      'hospital appointment',
      'medical appointment',
      'doctor appointment',
      "doctor's appointment",
      'infusion',
      'infusions',
      'treatment sessions',
      'follow-ups',
      'follow-up appointments',
      'getting help',
    ],
    { implies: { 'cond.health_issue': 0.8 } },
  ),
  entry('cond.miscarriage', 'condition', ['miscarriage', 'miscarried', 'lost the baby', 'lost a baby', 'pregnancy loss', 'lost the pregnancy'], { codes: ['O03'], parents: ['cond.pregnancy'] }),
  entry('personal.baby', 'condition', ['the baby is due', 'baby is due', 'baby due', 'due date', 'maternity leave', 'baby on the way', 'expecting a child', 'having a baby'], {
    implies: { 'cond.pregnancy': 0.85 },
    weakTerms: ['expecting'],
  }),
  entry(
    'personal.orientation',
    'condition',
    ['gay', 'lesbian', 'bisexual', 'homosexual', 'queer', 'sexual orientation', 'same-sex partner', 'come out', 'came out', 'coming out', 'out to his family', 'out to her family'],
    {
      weakTerms: ['seeing a guy', 'his boyfriend', 'her girlfriend'],
    },
  ),
  entry(
    'personal.romance',
    'condition',
    ['romantic relationship', 'romantically involved', 'dating', 'seeing someone', 'seeing each other', 'sleeping with', 'affair', 'been together', 'in a relationship', 'personal relationship'],
    { weakTerms: ['relationship with', 'together since'] },
  ),
  entry('personal.engagement', 'condition', ['secretly engaged', 'got engaged', 'engagement ring', 'elope', 'eloping', 'fiance', 'fiancee', 'getting married', 'secret wedding'], {
    weakTerms: ['engaged', 'marry'],
  }),
  entry(
    'personal.separation',
    'legal',
    ['splitting up', 'split up', 'separating', 'marriage has broken down', 'marriage broke down', 'marriage is over', 'marital problems', 'going through a separation'],
    {
      weakTerms: ['moved out', 'moving out', 'living apart', 'problems at home', 'going on at home', 'rented place'],
    },
  ),
  entry('legal.trouble', 'legal', ['trouble with the law', 'legal trouble', 'legal problems', 'in trouble with the police', 'police trouble', 'court date'], {
    weakTerms: ['solicitor', 'lawyer recommendation', 'criminal lawyer'],
  }),
  entry(
    'corp.departure',
    'corporate',
    [
      'moving on',
      'leaving us',
      'leaving the team',
      'leave the company',
      'leaving the firm',
      'new job',
      'last day',
      'notice period',
      'departure',
      'not be here',
      'not be with us',
      'won’t be here',
      'farewell',
      'exit interview',
    ],
    { weakTerms: ['another company', 'heading out', 'exit'] },
  ),
  entry(
    'corp.job_offer',
    'corporate',
    ['job offer', 'accepted an offer', 'accepted the offer', 'offer from', 'signed with', 'interviewing with', 'interviewing elsewhere', 'counteroffer', 'counter-offer'],
    {
      implies: { 'corp.departure': 0.85 },
    },
  ),
  entry('corp.demotion', 'corporate', ['demoted', 'demotion', 'downgraded', 'step down to', 'stepping down to', 'reduced title', 'lower grade'], {}),
  entry('fin.pay_cut', 'financial', ['pay cut', 'salary cut', 'pay reduction', 'salary reduction', 'reduced salary', 'cut in pay', 'took a cut'], {}),
  entry(
    'edu.bar_exam',
    'corporate',
    [
      'bar exam',
      'bar examination',
      'sitting the bar',
      'sit the bar',
      'take the bar',
      'taking the bar',
      'retake the bar',
      'retaking the bar',
      'pass the bar',
      'passed the bar',
      'fail the bar',
      'failed the bar',
      'the bar again',
    ],
    { weakTerms: ['not admitted', 'summer sitting', 'third time', 'study leave'] },
  ),
  entry(
    'edu.academic_misconduct',
    'corporate',
    [
      'plagiarism',
      'plagiarise',
      'plagiarize',
      'plagiarist',
      'academic misconduct',
      'academic dishonesty',
      'academic integrity violation',
      'breach of academic integrity',
      'research misconduct',
      'cheating on an exam',
      'cheated on an exam',
      'ghostwritten',
      'contract cheating',
    ],
    { weakTerms: ['copied material', 'copied text', 'copied work', 'copied sections', 'academic integrity'] },
  ),
  entry('fin.gambling_debt', 'financial', ['gambling debts', 'gambling debt', 'betting debts', 'lost on sports betting', 'sports betting', 'betting losses', 'loan shark', 'in the hole'], {
    implies: { 'fin.gambling': 0.85 },
    weakTerms: ['betting', 'bets', 'casino'],
  }),
];

/** Something kept from someone: the concealment is itself the secret ("an audit is kept from Sam"). */
export const CONCEALMENT_CONCEPT = 'secret.concealment';

export const CONCEALMENT: readonly LexiconEntry[] = [
  entry(CONCEALMENT_CONCEPT, 'corporate', [
    'kept from',
    'keep from',
    'keeping from',
    'hidden from',
    'hide from',
    'hiding from',
    'kept secret',
    'keep secret',
    'kept quiet',
    'keep quiet',
    'behind his back',
    'behind her back',
    'without telling',
    'kept in the dark',
    'keep in the dark',
    'not to tell',
    "don't tell",
    'do not tell',
  ]),
];

/**
 * Extra parents of specific entries of the other domain files: the broad concept each is a kind
 * of ("heart failure" is a heart condition, a resignation is a departure). Roots of the
 * conditions get `cond.health_issue` too (see index.ts).
 */
export const GENERIC_PARENTS: Readonly<Record<string, readonly string[]>> = {
  'cond.heart_disease': ['cond.heart'],
  'cond.heart_failure': ['cond.heart'],
  'corp.resignation': ['corp.departure'],
  'legal.divorce': ['personal.separation'],
  'offense.dui': ['legal.trouble'],
  'legal.arrest': ['legal.trouble'],
  'care.chemo': ['care.medical_care'],
  'care.rehab': ['care.medical_care'],
  'cond.epilepsy': ['cond.neurological'],
  'cond.ms': ['cond.neurological'],
  'cond.parkinsons': ['cond.neurological'],
  'cond.migraine': ['cond.neurological'],
  'cond.autism': ['cond.neurodivergence'],
  'cond.adhd': ['cond.neurodivergence'],
  'cond.depression': ['cond.mental_health'],
  'cond.anxiety': ['cond.mental_health'],
  'cond.bipolar': ['cond.mental_health'],
  'cond.schizophrenia': ['cond.mental_health'],
  'cond.ocd': ['cond.mental_health'],
  'cond.eating_disorder': ['cond.mental_health'],
};

/** Kinds whose root entries are a kind of "trouble with the law" (`legal.trouble`). */
export const LEGAL_TROUBLE_KINDS: ReadonlySet<string> = new Set(['offense']);
