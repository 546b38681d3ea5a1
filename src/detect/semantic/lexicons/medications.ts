/**
 * Medications and drug classes, with the conditions they are evidence for. A named drug
 * discloses its class (sertraline → SSRI → antidepressant) and suggests a condition
 * (metformin → type 2 diabetes, 0.75): reported as an `inference`, never as the condition itself.
 */
import { entry, type LexiconEntry } from './types.js';

/** Drug classes and named drugs (generic and common brand names). */
export const MEDICATIONS: readonly LexiconEntry[] = [
  // Diabetes.
  entry(
    'med.diabetes',
    'medication',
    ['diabetes medication', 'diabetes medicine', 'diabetes drug', 'blood sugar medication', 'blood sugar medicine', 'blood sugar pill', 'glucose-lowering drug', 'antidiabetic', 'oral hypoglycemic'],
    { implies: { 'cond.diabetes': 0.85 } },
  ),
  entry('med.metformin', 'medication', ['metformin', 'glucophage', 'glumetza', 'fortamet'], { parents: ['med.diabetes'], implies: { 'cond.E11': 0.85, 'cond.diabetes': 0.9 } }),
  entry('med.sulfonylurea', 'medication', ['glipizide', 'glyburide', 'glimepiride', 'sulfonylurea'], { parents: ['med.diabetes'], implies: { 'cond.E11': 0.7, 'cond.diabetes': 0.8 } }),
  entry('med.glp1', 'medication', ['ozempic', 'semaglutide', 'trulicity', 'dulaglutide', 'victoza', 'liraglutide', 'mounjaro', 'tirzepatide', 'glp-1', 'glp-1 agonist'], {
    implies: { 'cond.E11': 0.55, 'cond.diabetes': 0.6, 'cond.obesity': 0.4 },
  }),
  entry('med.sglt2', 'medication', ['jardiance', 'empagliflozin', 'farxiga', 'dapagliflozin', 'invokana', 'canagliflozin', 'januvia', 'sitagliptin'], {
    parents: ['med.diabetes'],
    implies: { 'cond.E11': 0.85, 'cond.diabetes': 0.9 },
  }),
  entry('med.insulin', 'medication', ['insulin', 'lantus', 'humalog', 'novolog', 'basal insulin', 'insulin injections', 'insulin shots', 'insulin glargine'], { implies: { 'cond.diabetes': 0.75 } }),
  // Mental health.
  entry('med.antidepressant', 'medication', ['antidepressant', 'anti-depressant', 'antidepressants', 'antidepressant medication', 'mood medication'], {
    implies: { 'cond.depression': 0.6, 'cond.anxiety': 0.4 },
  }),
  entry('med.ssri', 'medication', ['=SSRI', 'ssri', 'ssris', 'selective serotonin reuptake inhibitor'], { parents: ['med.antidepressant'], implies: { 'cond.depression': 0.6, 'cond.anxiety': 0.5 } }),
  entry('med.sertraline', 'medication', ['sertraline', 'zoloft'], { parents: ['med.ssri'], implies: { 'cond.depression': 0.6, 'cond.anxiety': 0.5, 'cond.ptsd': 0.3 } }),
  entry('med.fluoxetine', 'medication', ['fluoxetine', 'prozac'], { parents: ['med.ssri'], implies: { 'cond.depression': 0.6, 'cond.anxiety': 0.4 } }),
  entry('med.escitalopram', 'medication', ['escitalopram', 'lexapro', 'citalopram', 'celexa', 'paroxetine', 'paxil'], {
    parents: ['med.ssri'],
    implies: { 'cond.depression': 0.6, 'cond.anxiety': 0.5 },
  }),
  entry('med.snri', 'medication', ['=SNRI', 'snri', 'venlafaxine', 'effexor', 'duloxetine', 'cymbalta', 'desvenlafaxine', 'pristiq'], {
    parents: ['med.antidepressant'],
    implies: { 'cond.depression': 0.6, 'cond.anxiety': 0.5 },
  }),
  entry('med.other_antidepressant', 'medication', ['bupropion', 'wellbutrin', 'mirtazapine', 'remeron', 'trazodone', 'amitriptyline'], {
    parents: ['med.antidepressant'],
    implies: { 'cond.depression': 0.55 },
  }),
  entry(
    'med.benzodiazepine',
    'medication',
    ['benzodiazepine', 'benzo', 'benzos', 'alprazolam', 'xanax', 'lorazepam', 'ativan', 'clonazepam', 'klonopin', 'diazepam', 'valium', 'anti-anxiety medication', 'anxiety medication', 'anxiolytic'],
    { implies: { 'cond.anxiety': 0.65, 'cond.panic': 0.4 } },
  ),
  entry('med.buspirone', 'medication', ['buspirone', 'buspar'], { implies: { 'cond.F41.1': 0.8, 'cond.anxiety': 0.85 } }),
  entry('med.lithium', 'medication', ['lithium', 'lithium carbonate', 'lithobid'], { parents: ['med.mood_stabilizer'], implies: { 'cond.bipolar': 0.8 } }),
  entry('med.mood_stabilizer', 'medication', ['mood stabilizer', 'mood stabiliser', 'lamotrigine', 'lamictal', 'valproate', 'depakote', 'divalproex'], {
    implies: { 'cond.bipolar': 0.6, 'cond.epilepsy': 0.3 },
  }),
  entry(
    'med.antipsychotic',
    'medication',
    ['antipsychotic', 'antipsychotics', 'quetiapine', 'seroquel', 'aripiprazole', 'abilify', 'olanzapine', 'zyprexa', 'risperidone', 'risperdal', 'clozapine', 'haloperidol', 'lurasidone', 'latuda'],
    { implies: { 'cond.schizophrenia': 0.5, 'cond.bipolar': 0.45 } },
  ),
  entry('med.stimulant', 'medication', ['adderall', 'ritalin', 'methylphenidate', 'vyvanse', 'lisdexamfetamine', 'concerta', 'focalin', 'stimulant medication', 'adhd medication'], {
    implies: { 'cond.adhd': 0.8 },
  }),
  // Substance use treatment.
  entry('med.methadone', 'medication', ['methadone', 'methadone maintenance', 'methadone clinic', 'methadone program', 'methadone treatment'], { implies: { 'cond.opioid': 0.85 } }),
  entry('med.buprenorphine', 'medication', ['buprenorphine', 'suboxone', 'subutex', 'sublocade', 'medication-assisted treatment', 'medication assisted treatment'], {
    implies: { 'cond.opioid': 0.8 },
  }),
  entry('med.naltrexone', 'medication', ['naltrexone', 'vivitrol', 'revia'], { implies: { 'cond.alcohol': 0.55, 'cond.opioid': 0.55, 'cond.substance': 0.7 } }),
  entry('med.alcohol_deterrent', 'medication', ['disulfiram', 'antabuse', 'acamprosate', 'campral'], { implies: { 'cond.alcohol': 0.85 } }),
  entry('med.naloxone', 'medication', ['naloxone', 'narcan'], { implies: { 'cond.opioid': 0.4 } }),
  // HIV.
  entry(
    'med.arv',
    'medication',
    [
      'antiretroviral',
      'antiretrovirals',
      'antiretroviral therapy',
      'antiretroviral medication',
      'antiretroviral treatment',
      '=ART',
      '=HAART',
      'haart',
      'biktarvy',
      'genvoya',
      'triumeq',
      'dolutegravir',
      'tivicay',
      'odefsey',
      'symtuza',
      'cabenuva',
      'stribild',
      'atripla',
      'hiv medication',
      'hiv meds',
      'hiv treatment',
    ],
    { implies: { 'cond.hiv': 0.85 } },
  ),
  entry('med.prep', 'medication', ['=PrEP', 'pre-exposure prophylaxis', 'truvada', 'descovy', 'apretude'], { sensitive: true }),
  // Oncology.
  entry('med.breast_oncology', 'medication', ['tamoxifen', 'herceptin', 'trastuzumab', 'anastrozole', 'arimidex', 'letrozole', 'femara'], {
    implies: { 'cond.breast_cancer': 0.8, 'cond.cancer': 0.9 },
  }),
  entry('med.oncology', 'medication', ['keytruda', 'pembrolizumab', 'opdivo', 'nivolumab', 'cisplatin', 'carboplatin', 'paclitaxel', 'taxol'], { implies: { 'cond.cancer': 0.85 } }),
  // Hepatitis C.
  entry('med.hcv', 'medication', ['sofosbuvir', 'sovaldi', 'harvoni', 'epclusa', 'mavyret', 'ledipasvir', 'glecaprevir', 'hep c treatment', 'hepatitis c treatment', 'direct-acting antiviral'], {
    implies: { 'cond.hep_c': 0.85 },
  }),
  // Neurology.
  entry(
    'med.ms',
    'medication',
    ['ocrevus', 'ocrelizumab', 'tecfidera', 'copaxone', 'glatiramer', 'interferon beta', 'avonex', 'rebif', 'tysabri', 'natalizumab', 'kesimpta', 'gilenya', 'fingolimod'],
    { implies: { 'cond.ms': 0.85 } },
  ),
  entry('med.dementia', 'medication', ['donepezil', 'aricept', 'memantine', 'namenda', 'rivastigmine', 'exelon', 'galantamine', 'leqembi', 'lecanemab', 'aduhelm'], {
    implies: { 'cond.alzheimers': 0.75, 'cond.dementia': 0.85 },
  }),
  entry('med.parkinsons', 'medication', ['levodopa', 'carbidopa', 'sinemet', 'rytary'], { implies: { 'cond.parkinsons': 0.8 } }),
  entry('med.antiepileptic', 'medication', ['levetiracetam', 'keppra', 'phenytoin', 'dilantin', 'carbamazepine', 'tegretol', 'antiepileptic', 'anti-seizure medication', 'seizure medication'], {
    implies: { 'cond.epilepsy': 0.75 },
  }),
  // Cardiovascular, kidney, thyroid.
  entry(
    'med.antihypertensive',
    'medication',
    [
      'lisinopril',
      'amlodipine',
      'losartan',
      'hydrochlorothiazide',
      'valsartan',
      'metoprolol',
      'ace inhibitor',
      'beta blocker',
      'blood pressure medication',
      'blood pressure medicine',
      'blood pressure pills',
      'antihypertensive',
    ],
    { implies: { 'cond.hypertension': 0.75 } },
  ),
  entry('med.statin', 'medication', ['statin', 'atorvastatin', 'lipitor', 'rosuvastatin', 'crestor', 'simvastatin', 'cholesterol medication'], { sensitive: false }),
  entry('med.thyroid', 'medication', ['levothyroxine', 'synthroid', 'thyroid medication', 'thyroid hormone replacement'], { implies: { 'cond.hypothyroidism': 0.8 } }),
  entry('med.anticoagulant', 'medication', ['warfarin', 'coumadin', 'eliquis', 'apixaban', 'xarelto', 'rivaroxaban', 'blood thinner'], { implies: { 'cond.heart_disease': 0.45 } }),
  entry('med.ckd', 'medication', ['kerendia', 'finerenone', 'phosphate binder', 'sevelamer', 'renvela'], { implies: { 'cond.ckd': 0.75 } }),
  entry('med.fertility', 'medication', ['clomid', 'clomiphene', 'letrozole for fertility', 'gonadotropins', 'follistim', 'gonal-f', 'menopur'], {
    implies: { 'care.ivf': 0.6, 'cond.infertility': 0.6 },
  }),
  entry('med.asthma', 'medication', ['albuterol', 'inhaler', 'ventolin', 'symbicort', 'advair', 'singulair'], { implies: { 'cond.asthma': 0.5 }, sensitive: false }),
];
