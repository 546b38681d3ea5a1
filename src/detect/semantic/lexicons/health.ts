/**
 * Health conditions (with ICD-10 code prefixes) and kinds of care. Lay terms are the words
 * patients, clerks and agents use ("blood sugar condition", "in rehab"), not only the clinical
 * names. Sources: ICD-10-CM chapter titles and common-usage synonyms, written for leakscope.
 */
import { entry, type LexiconEntry } from './types.js';

/** Conditions: diagnoses that are sensitive when attributed to a person. */
export const CONDITIONS: readonly LexiconEntry[] = [
  entry('cond.diabetes', 'condition', ['diabetes', 'diabetic', 'diabetes mellitus', 'blood sugar condition', 'blood sugar problem', 'blood sugar issue', 'sugar diabetes', 'high blood sugar', 'hyperglycemia', 'hyperglycaemia', 'blood glucose problem'], {
    codes: ['E08', 'E09', 'E13'],
    weakTerms: ['blood sugar', 'glucose monitoring', 'glucose monitor', 'A1C', 'hba1c', 'endocrinologist', 'insulin pump', 'diabetic diet', 'carb counting'],
  }),
  entry('cond.E11', 'condition', ['type 2 diabetes', 'type ii diabetes', 'type-2 diabetes', 'type two diabetes', 'diabetes type 2', 'diabetes type ii', 'type 2 diabetes mellitus', 't2d', 't2dm', 'type ii diabetic', 'type two diabetic', 'adult-onset diabetes', 'adult onset diabetes', 'non-insulin-dependent diabetes', 'niddm', 'type 2 diabetic'], { codes: ['E11'], parents: ['cond.diabetes'], group: 'diabetes-type' }),
  entry('cond.E10', 'condition', ['type 1 diabetes', 'type i diabetes', 'type one diabetes', 'diabetes type 1', 'juvenile diabetes', 'insulin-dependent diabetes', 'insulin dependent diabetes', 't1d', 'iddm', 'type 1 diabetic'], { codes: ['E10'], parents: ['cond.diabetes'], group: 'diabetes-type' }),
  entry('cond.gestational_diabetes', 'condition', ['gestational diabetes'], { codes: ['O24.4'], parents: ['cond.diabetes', 'cond.pregnancy'], group: 'diabetes-type' }),
  entry('cond.prediabetes', 'condition', ['prediabetes', 'pre-diabetes', 'prediabetic', 'borderline diabetes', 'impaired glucose tolerance'], { codes: ['R73.0'] }),
  entry('cond.hypertension', 'condition', ['hypertension', 'high blood pressure', 'hypertensive', 'elevated blood pressure', 'raised blood pressure', 'blood pressure problem', 'blood pressure issue'], { codes: ['I10', 'I11', 'I12', 'I13', 'I15', 'I16'] }),
  entry('cond.depression', 'condition', ['depression', 'depressive disorder', 'depressed', 'depressive episode', 'clinically depressed', 'low mood disorder'], { codes: ['F32', 'F33', 'F34.1'] }),
  entry('cond.mdd', 'condition', ['major depressive disorder', 'major depression', 'clinical depression', '=MDD', 'recurrent depression', 'severe depression'], { codes: ['F32', 'F33'], parents: ['cond.depression'], group: 'depression-type' }),
  entry('cond.postpartum_depression', 'condition', ['postpartum depression', 'postnatal depression', 'post-partum depression'], { codes: ['F53'], parents: ['cond.depression'], group: 'depression-type' }),
  entry('cond.anxiety', 'condition', ['anxiety', 'anxiety disorder', 'anxious disorder', 'anxiety condition', 'anxiety problem', 'nerves condition'], { codes: ['F41', 'F40'] }),
  entry('cond.F41.1', 'condition', ['generalized anxiety disorder', 'generalized anxiety', '=GAD', 'chronic anxiety', 'persistent anxiety', 'chronic worry disorder'], { codes: ['F41.1'], parents: ['cond.anxiety'], group: 'anxiety-type' }),
  entry('cond.panic', 'condition', ['panic disorder', 'panic attacks', 'panic attack'], { codes: ['F41.0'], parents: ['cond.anxiety'], group: 'anxiety-type' }),
  entry('cond.social_anxiety', 'condition', ['social anxiety', 'social anxiety disorder', 'social phobia'], { codes: ['F40.1'], parents: ['cond.anxiety'], group: 'anxiety-type' }),
  entry('cond.bipolar', 'condition', ['bipolar', 'bipolar disorder', 'bipolar i', 'bipolar 1', 'bipolar ii', 'manic depression', 'manic-depressive illness', 'manic depressive', 'manic-depressive'], { codes: ['F31'] }),
  entry('cond.ptsd', 'condition', ['=PTSD', 'ptsd', 'post-traumatic stress disorder', 'posttraumatic stress disorder', 'post-traumatic stress', 'posttraumatic stress', 'combat trauma', 'post traumatic stress'], { codes: ['F43.1'] }),
  entry('cond.schizophrenia', 'condition', ['schizophrenia', 'schizophrenic', 'schizoaffective disorder', 'psychotic disorder', 'psychosis'], { codes: ['F20', 'F25'] }),
  entry('cond.adhd', 'condition', ['=ADHD', 'adhd', 'attention deficit disorder', 'attention-deficit hyperactivity disorder', 'attention deficit hyperactivity disorder', '=ADD'], { codes: ['F90'] }),
  entry('cond.ocd', 'condition', ['=OCD', 'obsessive-compulsive disorder', 'obsessive compulsive disorder'], { codes: ['F42'] }),
  entry('cond.eating_disorder', 'condition', ['eating disorder', 'anorexia', 'anorexia nervosa', 'bulimia', 'bulimia nervosa', 'binge eating disorder'], { codes: ['F50'] }),
  entry('cond.autism', 'condition', ['autism', 'autistic', 'autism spectrum disorder', 'asperger', "asperger's syndrome", 'on the spectrum'], { codes: ['F84'] }),
  entry('cond.suicide_attempt', 'condition', ['suicide attempt', 'attempted suicide', 'attempt suicide', 'tried to kill himself', 'tried to kill herself', 'tried to kill themselves', 'tried to take his own life', 'tried to take her own life', 'tried to take their own life', 'self-harm', 'self harm', 'overdosed on purpose', 'intentional overdose'], {
    codes: ['T14.91', 'X60', 'X61', 'X62', 'X63', 'X64', 'X78', 'R45.88'],
    weakTerms: ['suicidal', 'overdose'],
  }),
  entry('cond.suicidal_ideation', 'condition', ['suicidal ideation', 'suicidal thoughts'], { codes: ['R45.851'] }),
  // Substance use: one parent, siblings per substance.
  entry('cond.substance', 'condition', ['substance abuse', 'substance use disorder', 'addiction', 'addicted', 'drug addiction', 'drug abuse', 'drug problem', 'chemical dependency', 'substance dependence', 'addict'], { codes: ['F19'] }),
  entry('cond.alcohol', 'condition', ['alcohol dependence', 'alcohol dependency', 'alcoholism', 'alcoholic', 'alcohol use disorder', '=AUD', 'alcohol addiction', 'alcohol abuse', 'drinking problem', 'problem drinking', 'alcohol problem', 'addiction to alcohol', 'dependence on alcohol', 'dependent on alcohol', 'alcohol-dependent', 'alcohol dependent', 'problem with alcohol', 'problem with drinking', 'alcohol misuse', 'heavy drinker', 'struggles with alcohol', 'struggle with drinking', 'problem drinker'], {
    codes: ['F10'],
    parents: ['cond.substance'],
    group: 'substance',
    weakTerms: ['alcoholics anonymous', '=AA', 'sober', 'sobriety', 'drying out', 'detox from alcohol', 'alcohol detox', 'stopped drinking', 'quit drinking', 'dui program', 'sober living', 'alcohol recovery', 'alcohol rehab', 'alcohol treatment', 'alcohol program', 'alcohol counseling'],
  }),
  entry('cond.opioid', 'condition', ['opioid use disorder', 'opioid addiction', 'opioid dependence', 'opioid dependency', 'opiate addiction', 'opiate dependence', 'heroin addiction', 'heroin dependence', 'heroin use', '=OUD', 'addicted to opioids', 'addicted to heroin', 'addicted to painkillers', 'painkiller addiction', 'fentanyl addiction'], {
    codes: ['F11'],
    parents: ['cond.substance'],
    group: 'substance',
    weakTerms: ['narcotics anonymous', 'opioid substitution', 'opioid treatment program', 'opioid treatment', 'opioid recovery', 'clean from heroin'],
  }),
  entry('cond.cocaine', 'condition', ['cocaine addiction', 'cocaine use disorder', 'cocaine dependence', 'crack addiction', 'addicted to cocaine'], { codes: ['F14'], parents: ['cond.substance'], group: 'substance' }),
  entry('cond.cannabis', 'condition', ['cannabis use disorder', 'marijuana addiction', 'cannabis dependence', 'cannabis addiction'], { codes: ['F12'], parents: ['cond.substance'], group: 'substance' }),
  entry('cond.meth', 'condition', ['methamphetamine addiction', 'meth addiction', 'addicted to meth', 'stimulant use disorder'], { codes: ['F15'], parents: ['cond.substance'], group: 'substance' }),
  // Infectious disease.
  entry('cond.hiv', 'condition', ['=HIV', 'hiv', 'hiv positive', 'hiv-positive', 'hiv+', 'human immunodeficiency virus', '=AIDS', 'living with hiv', 'hiv infection', 'seropositive', 'hiv diagnosis', 'positive for hiv', 'hiv/aids'], { codes: ['B20', 'Z21', 'B24'], group: 'hiv-status', weakTerms: ['viral load', 'cd4 count', 'infectious disease clinic'] }),
  entry('cond.hiv_negative', 'condition', ['hiv negative', 'hiv-negative', 'negative for hiv', 'hiv test negative', 'hiv test came back negative'], { sensitive: false, group: 'hiv-status' }),
  entry('cond.hepatitis', 'condition', ['hepatitis', 'liver infection', 'viral hepatitis'], { codes: ['B15', 'B16', 'B17', 'B18', 'B19'] }),
  entry('cond.hep_c', 'condition', ['hepatitis c', 'hep c', 'hepatitis c virus', '=HCV', 'hcv', 'chronic hepatitis c', 'hcv infection', 'chronic hcv'], { codes: ['B18.2', 'B17.1'], parents: ['cond.hepatitis'], group: 'hepatitis-type' }),
  entry('cond.hep_b', 'condition', ['hepatitis b', 'hep b', '=HBV', 'chronic hepatitis b'], { codes: ['B18.1', 'B16'], parents: ['cond.hepatitis'], group: 'hepatitis-type' }),
  entry('cond.hep_a', 'condition', ['hepatitis a', 'hep a'], { codes: ['B15'], parents: ['cond.hepatitis'], group: 'hepatitis-type' }),
  entry('cond.sti', 'condition', ['sexually transmitted infection', 'sexually transmitted disease', '=STD', '=STI', 'syphilis', 'gonorrhea', 'gonorrhoea', 'chlamydia', 'genital herpes', 'hpv infection'], { codes: ['A50', 'A51', 'A52', 'A53', 'A54', 'A56', 'A60'] }),
  entry('cond.tuberculosis', 'condition', ['tuberculosis', 'latent tb', 'latent tuberculosis'], { codes: ['A15', 'A16', 'A17', 'A18', 'A19'] }),
  // Cancer.
  entry('cond.cancer', 'condition', ['cancer', 'malignancy', 'malignant tumor', 'carcinoma', 'tumor', 'oncology patient', 'cancerous', 'malignant growth'], {
    codes: ['C'],
    weakTerms: ['oncologist', 'oncology', 'chemotherapy', 'chemo', 'radiation therapy', 'radiotherapy', 'biopsy came back positive', 'in remission'],
  }),
  entry('cond.breast_cancer', 'condition', ['breast cancer', 'breast tumor', 'breast carcinoma', 'cancer of the breast', 'ductal carcinoma', 'dcis', 'breast malignancy'], { codes: ['C50', 'D05'], parents: ['cond.cancer'], group: 'cancer-site', weakTerms: ['mastectomy', 'lumpectomy'] }),
  entry('cond.prostate_cancer', 'condition', ['prostate cancer', 'prostate tumor', 'cancer of the prostate'], { codes: ['C61'], parents: ['cond.cancer'], group: 'cancer-site' }),
  entry('cond.lung_cancer', 'condition', ['lung cancer', 'lung tumor', 'cancer of the lung'], { codes: ['C34'], parents: ['cond.cancer'], group: 'cancer-site' }),
  entry('cond.colon_cancer', 'condition', ['colon cancer', 'colorectal cancer', 'bowel cancer', 'rectal cancer'], { codes: ['C18', 'C19', 'C20'], parents: ['cond.cancer'], group: 'cancer-site' }),
  entry('cond.skin_cancer', 'condition', ['skin cancer', 'melanoma', 'basal cell carcinoma'], { codes: ['C43', 'C44'], parents: ['cond.cancer'], group: 'cancer-site' }),
  entry('cond.blood_cancer', 'condition', ['leukemia', 'lymphoma', 'myeloma', 'blood cancer'], { codes: ['C81', 'C82', 'C83', 'C85', 'C90', 'C91', 'C92'], parents: ['cond.cancer'], group: 'cancer-site' }),
  entry('cond.other_cancer', 'condition', ['pancreatic cancer', 'ovarian cancer', 'cervical cancer', 'brain tumor', 'thyroid cancer', 'bladder cancer', 'liver cancer', 'stomach cancer', 'testicular cancer'], { codes: ['C25', 'C56', 'C53', 'C71', 'C73', 'C67', 'C22', 'C16', 'C62'], parents: ['cond.cancer'], group: 'cancer-site' }),
  entry('cond.brca', 'condition', ['brca1', 'brca2', 'brca mutation', 'brca1 mutation', 'brca2 mutation', 'brca gene', 'brca carrier', 'breast cancer gene', 'hereditary breast cancer gene', 'brca variant'], { codes: ['Z15.01'] }),
  // Neurological and chronic disease.
  entry('cond.ms', 'condition', ['multiple sclerosis', '=MS', 'relapsing-remitting multiple sclerosis', 'relapsing remitting ms', 'rrms', 'demyelinating disease'], { codes: ['G35'] }),
  entry('cond.dementia', 'condition', ['dementia', 'cognitive decline', 'major neurocognitive disorder', 'senile dementia'], { codes: ['F01', 'F02', 'F03'], weakTerms: ['memory loss', 'memory problems', 'memory care'] }),
  entry('cond.alzheimers', 'condition', ['alzheimer', "alzheimer's", "alzheimer's disease", 'alzheimer disease', 'alzheimers', 'alzheimer dementia', 'dementia of the alzheimer type', 'early-onset alzheimer', 'early onset alzheimer'], { codes: ['G30'], parents: ['cond.dementia'], group: 'dementia-type' }),
  entry('cond.vascular_dementia', 'condition', ['vascular dementia', 'lewy body dementia', 'frontotemporal dementia'], { codes: ['F01', 'G31.0', 'G31.83'], parents: ['cond.dementia'], group: 'dementia-type' }),
  entry('cond.parkinsons', 'condition', ['parkinson', "parkinson's", "parkinson's disease", 'parkinson disease', 'parkinsons'], { codes: ['G20'] }),
  entry('cond.epilepsy', 'condition', ['epilepsy', 'epileptic', 'seizure disorder', 'seizures'], { codes: ['G40'] }),
  entry('cond.migraine', 'condition', ['migraine', 'migraines', 'chronic migraine'], { codes: ['G43'] }),
  entry('cond.ckd', 'condition', ['chronic kidney disease', '=CKD', 'ckd', 'chronic renal disease', 'kidney disease', 'renal disease', 'reduced kidney function', 'kidney failure', 'renal failure', 'renal insufficiency', 'chronic renal failure', 'kidney function decline', 'impaired kidney function', 'declining kidney function', 'failing kidneys', 'kidney problems', 'kidney condition'], {
    codes: ['N18', 'N19'],
    weakTerms: ['dialysis', 'nephrologist', 'kidney function', 'egfr', 'creatinine'],
  }),
  entry('cond.heart_failure', 'condition', ['heart failure', 'congestive heart failure'], { codes: ['I50'] }),
  entry('cond.heart_disease', 'condition', ['heart disease', 'coronary artery disease', 'heart attack', 'myocardial infarction', 'atrial fibrillation', 'afib', 'arrhythmia'], { codes: ['I20', 'I21', 'I25', 'I48'] }),
  entry('cond.stroke', 'condition', ['stroke', 'cerebral infarction', 'mini-stroke', 'transient ischemic attack'], { codes: ['I63', 'G45'] }),
  entry('cond.asthma', 'condition', ['asthma', 'asthmatic'], { codes: ['J45'] }),
  entry('cond.copd', 'condition', ['=COPD', 'copd', 'emphysema', 'chronic obstructive pulmonary disease', 'chronic bronchitis'], { codes: ['J44', 'J43'] }),
  entry('cond.obesity', 'condition', ['obesity', 'obese', 'morbid obesity', 'morbidly obese'], { codes: ['E66'] }),
  entry('cond.hypothyroidism', 'condition', ['hypothyroidism', 'underactive thyroid', "hashimoto's", 'hashimoto thyroiditis', 'thyroid condition'], { codes: ['E03', 'E06.3'] }),
  entry('cond.lupus', 'condition', ['lupus', 'systemic lupus erythematosus'], { codes: ['M32'] }),
  entry('cond.arthritis', 'condition', ['rheumatoid arthritis', 'arthritis', 'osteoarthritis'], { codes: ['M05', 'M06', 'M15', 'M16', 'M17', 'M19'] }),
  entry('cond.crohns', 'condition', ["crohn's disease", 'crohn', "crohn's", 'ulcerative colitis', 'inflammatory bowel disease', '=IBD'], { codes: ['K50', 'K51'] }),
  entry('cond.celiac', 'condition', ['celiac disease', 'coeliac disease', 'celiac'], { codes: ['K90.0'] }),
  entry('cond.sleep_apnea', 'condition', ['sleep apnea', 'sleep apnoea', 'obstructive sleep apnea'], { codes: ['G47.3'] }),
  entry('cond.anemia', 'condition', ['anemia', 'anaemia', 'anemic', 'iron deficiency'], { codes: ['D50', 'D64'] }),
  entry('cond.infertility', 'condition', ['infertility', 'infertile', 'trouble conceiving', 'unable to conceive', 'difficulty conceiving'], { codes: ['N97', 'N46'] }),
  entry('cond.pregnancy', 'condition', ['pregnant', 'pregnancy', 'expecting a baby', 'with child'], { codes: ['Z33', 'Z34', 'O'] }),
  entry('cond.covid', 'condition', ['covid', 'covid-19', 'coronavirus infection', 'long covid'], { codes: ['U07.1', 'U09'] }),
];

/** Kinds of care whose mere mention reveals something (rehab, psychiatric stays, abortion). */
export const CARE: readonly LexiconEntry[] = [
  entry('care.rehab', 'care', ['rehab', 'rehabilitation program', 'treatment program', 'treatment programme', 'recovery program', 'addiction treatment', 'addiction program', 'residential treatment', 'inpatient treatment', 'outpatient program', 'intensive outpatient program', '12-step program', 'twelve-step program', 'twelve step program', 'recovery center', 'treatment center', 'treatment facility', 'detox', 'detox program', 'detoxification', 'sober living', 'dependency program', 'dependency treatment', 'substance treatment', 'recovery programme'], {
    implies: { 'cond.substance': 0.7 },
    group: 'rehab-type',
    weakTerms: ['recovery', 'twelve steps', '12 steps', 'relapse', 'in recovery', 'clean and sober'],
  }),
  entry('care.physical_rehab', 'care', ['physical rehab', 'physical rehabilitation', 'physical therapy', 'physiotherapy', 'cardiac rehab', 'cardiac rehabilitation', 'rehab after surgery', 'knee rehab', 'vocational rehabilitation', 'stroke rehab'], { sensitive: false, group: 'rehab-type' }),
  entry('care.psychiatric_stay', 'care', ['psychiatric hospitalization', 'psychiatric admission', 'inpatient psychiatric', 'psychiatric unit', 'psychiatric ward', 'psych ward', 'mental hospital', 'involuntary hold', 'psychiatric hold', '72-hour hold', '=5150', 'behavioral health unit', 'inpatient psychiatric stay', 'committed to a psychiatric facility', 'psychiatric facility'], {}),
  entry('care.hospitalization', 'care', ['hospitalize', 'hospitalization', 'admitted to hospital', 'admitted to the hospital', 'inpatient stay', 'hospital stay', 'admitted to the er', 'in the hospital'], { sensitive: false }),
  entry('care.psychiatry', 'care', ['psychiatrist', 'psychiatric care', 'psychiatric treatment', 'psychotherapy', 'mental health treatment', 'mental health care', 'therapist', 'therapy sessions', 'counseling', 'counselling', 'psychologist', 'talk therapy', 'trauma therapy', 'mental health professional', 'psychiatry'], { weakTerms: ['therapy', 'sees someone', 'mental health'] }),
  entry('care.abortion', 'care', ['abortion', 'termination of pregnancy', 'pregnancy termination', 'terminated a pregnancy', 'terminated her pregnancy', 'terminate the pregnancy', 'ended a pregnancy', 'ended her pregnancy', 'end a pregnancy', 'medical abortion', 'surgical abortion', 'abortion pill', 'elective termination'], { codes: ['Z33.2', 'O04'], weakTerms: ['planned parenthood', 'reproductive health clinic', 'mifepristone'] }),
  entry('care.ivf', 'care', ['=IVF', 'ivf', 'in vitro fertilization', 'in-vitro fertilization', 'fertility treatment', 'fertility treatments', 'egg retrieval', 'embryo transfer', 'fertility program', 'fertility clinic', 'assisted reproduction', 'iui', 'intrauterine insemination', 'egg freezing'], { implies: { 'cond.infertility': 0.6 }, weakTerms: ['fertility specialist', 'reproductive endocrinologist', 'trying to conceive'] }),
  entry('care.cancer_treatment', 'care', ['cancer treatment', 'oncology treatment', 'cancer therapy', 'treatment for cancer'], { implies: { 'cond.cancer': 0.95 } }),
  entry('care.chemo', 'care', ['chemotherapy', 'chemo', 'chemo sessions', 'chemotherapy sessions', 'chemo infusions', 'chemotherapy infusions'], { parents: ['care.cancer_treatment'], group: 'cancer-treatment' }),
  entry('care.radiation', 'care', ['radiation therapy', 'radiotherapy', 'radiation treatment'], { parents: ['care.cancer_treatment'], group: 'cancer-treatment', implies: { 'cond.cancer': 0.6 } }),
  entry('care.immunotherapy', 'care', ['immunotherapy', 'targeted therapy'], { parents: ['care.cancer_treatment'], group: 'cancer-treatment' }),
  entry('care.dialysis', 'care', ['dialysis', 'hemodialysis', 'haemodialysis', 'kidney dialysis'], { implies: { 'cond.ckd': 0.7 } }),
  entry('care.transplant', 'care', ['transplant', 'organ transplant', 'kidney transplant', 'liver transplant', 'transplant list'], {}),
  entry('care.gender', 'care', ['gender-affirming care', 'gender affirming surgery', 'gender transition', 'hormone therapy', 'transgender', 'gender dysphoria'], { codes: ['F64'] }),
  entry('care.genetic_test', 'care', ['genetic testing', 'genetic test', 'genetic screening', 'gene test'], { sensitive: false }),
];
