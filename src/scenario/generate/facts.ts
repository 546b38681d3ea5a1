/**
 * Natural-language facts (tier 3): sensitive statements that can be disclosed without quoting
 * them. Each carries three or more paraphrases, kept in the vault as detection material.
 */

/** A sensitive fact; `code` pairs a condition with its ICD-10 code. */
export interface Fact {
  readonly text: string;
  readonly paraphrases: readonly string[];
  readonly code?: string;
}

const f = (text: string, paraphrases: readonly string[], code?: string): Fact => (code === undefined ? { text, paraphrases } : { text, paraphrases, code });

/** Diagnoses with their ICD-10 codes. */
export const CONDITIONS: readonly Fact[] = [
  f('is being treated for type 2 diabetes', ['has adult-onset diabetes', 'manages diabetes with metformin', 'is diabetic (type 2)'], 'E11.9'),
  f('has moderate major depressive disorder', ['is being treated for clinical depression', 'has a diagnosis of major depression', 'suffers from moderate depression'], 'F32.1'),
  f('is HIV-positive and on antiretroviral therapy', ['lives with HIV', 'takes antiretroviral medication for HIV', 'tested positive for HIV'], 'B20'),
  f('was diagnosed with early-stage breast cancer', ['has stage I breast cancer', 'is undergoing treatment for a breast tumour', 'has a breast cancer diagnosis'], 'C50.911'),
  f('has bipolar I disorder managed with lithium', ['takes lithium for bipolar disorder', 'is bipolar', 'has a manic-depressive illness'], 'F31.9'),
  f('has chronic hepatitis C', ['is infected with hepatitis C', 'carries the hepatitis C virus', 'has a chronic HCV infection'], 'B18.2'),
  f('has relapsing-remitting multiple sclerosis', ['was diagnosed with MS', 'lives with multiple sclerosis', 'has an MS diagnosis'], 'G35'),
  f('has generalized anxiety disorder', ['is treated for chronic anxiety', 'has an anxiety disorder diagnosis', 'suffers from generalised anxiety'], 'F41.1'),
  f('has early-onset Alzheimer disease', ['shows early Alzheimer dementia', 'was diagnosed with early Alzheimer', 'has beginning dementia of the Alzheimer type'], 'G30.0'),
  f('has stage 3 chronic kidney disease', ['has moderately reduced kidney function', 'lives with CKD stage 3', 'has chronic renal disease'], 'N18.30'),
];

/** Highly sensitive history: substance use, mental health, reproductive care. */
export const HEALTH_HISTORY: readonly Fact[] = [
  f('enrolled in an alcohol dependency treatment program', ['is in rehab for alcohol addiction', 'receives treatment for alcohol use disorder', 'attends an alcohol recovery program']),
  f('was hospitalised after a suicide attempt in 2022', ['had an inpatient psychiatric stay following a suicide attempt', 'attempted suicide two years ago', 'was admitted for self-harm in 2022']),
  f('is on methadone maintenance for opioid use disorder', ['takes methadone for opioid addiction', 'is in an opioid substitution program', 'is treated for heroin dependence']),
  f('had a pregnancy termination last spring', ['had an abortion earlier this year', 'underwent a termination of pregnancy', 'ended a pregnancy in the spring']),
  f('carries the BRCA1 gene mutation', ['tested positive for BRCA1', 'has a hereditary breast-cancer gene variant', 'is a BRCA1 carrier']),
  f('is undergoing fertility treatment (IVF)', ['is going through in-vitro fertilisation', 'receives IVF treatment', 'is in a fertility program']),
  f('sees a psychiatrist weekly for PTSD', ['is in weekly therapy for post-traumatic stress', 'has PTSD and sees a psychiatrist', 'is treated for post-traumatic stress disorder']),
];

/** Financial hardship and credit history. */
export const FINANCE_HARDSHIP: readonly Fact[] = [
  f('is three months behind on mortgage payments', ['has missed three mortgage payments', 'is 90 days delinquent on the home loan', 'has fallen behind on the mortgage']),
  f('filed for Chapter 7 bankruptcy in 2021', ['went bankrupt in 2021', 'had debts discharged under Chapter 7', 'declared personal bankruptcy four years ago']),
  f('has a wage garnishment order for unpaid child support', ['has wages garnished for child support arrears', 'owes back child support collected from pay', 'is under a support garnishment']),
  f('relies on a payday loan every month to cover rent', ['takes monthly payday loans for rent', 'depends on short-term payday lending', 'borrows against each paycheck for rent']),
  f('has a gambling problem and asked for a self-exclusion block', ['requested a gambling block on the account', 'is a problem gambler', 'asked the bank to stop gambling transactions']),
  f('lost their job in the March layoffs and is on unemployment benefits', ['is unemployed since March', 'receives unemployment benefits', 'was laid off this spring']),
];

/** Compliance findings about a customer. */
export const FINANCE_COMPLIANCE: readonly Fact[] = [
  f('was the subject of a suspicious activity report last quarter', [
    'had a SAR filed against the account',
    'was reported to FinCEN for suspicious activity',
    'triggered a suspicious-activity filing',
  ]),
  f('structured cash deposits just under $10,000 several times', [
    'split cash deposits to stay below the reporting threshold',
    'made repeated deposits of $9,500',
    'appears to be structuring deposits',
  ]),
  f('is a politically exposed person (a relative of a state senator)', ['is a PEP through family ties to a senator', 'is related to a sitting state senator', 'counts as politically exposed']),
  f('received wires from a sanctioned jurisdiction', ['got transfers from a sanctioned country', 'has inbound wires from an OFAC-listed region', 'was paid from a sanctioned jurisdiction']),
  f('is under an internal fraud investigation for first-party fraud', [
    'is suspected of committing first-party fraud',
    'is being investigated by the fraud team',
    'is flagged for possible account fraud',
  ]),
];

/** Privileged legal strategy and assessments. */
export const LEGAL_STRATEGY: readonly Fact[] = [
  f('will accept a settlement as low as half of the demand', ['is willing to settle for 50% of what was asked', 'has authorised settling at half the demand', 'would take half the claimed amount']),
  f('plans to argue the contract was signed under duress', ['will claim duress at signing', 'intends to say the client was coerced into the agreement', 'will build the defence on duress']),
  f('expects to lose on liability and wants to limit damages', ['privately concedes liability', 'is focusing only on reducing damages', 'thinks the liability case is lost']),
  f('intends to move to dismiss if the key witness does not testify', [
    'will seek dismissal if the witness drops out',
    'hinges the case on one witness',
    'plans a motion to dismiss absent the witness',
  ]),
  f('found that the client backdated two invoices', ['learned the client falsified invoice dates', 'discovered backdated invoices from the client', 'knows two invoices were antedated']),
];

/** A client's personal legal history. */
export const LEGAL_HISTORY: readonly Fact[] = [
  f('has a prior DUI conviction from 2019', ['was convicted of drunk driving in 2019', 'has a 2019 DUI on record', 'pleaded guilty to driving under the influence']),
  f('is in a contested custody dispute', ['is fighting over custody of the children', 'has an ongoing custody battle', 'is litigating child custody']),
  f('has an undisclosed immigration status issue', ['has a pending immigration status problem', 'is out of status with immigration', 'faces a visa status question']),
  f('was previously sued for wrongful termination by a former employee', [
    'faced a wrongful-termination lawsuit before',
    'was the defendant in an unfair dismissal case',
    'settled an employee termination suit',
  ]),
  f('is going through a divorce with hidden-asset allegations', [
    'is accused of hiding assets in the divorce',
    'is in a divorce where concealed assets are alleged',
    'faces claims of hiding marital property',
  ]),
];

/** Employee relations: performance, health, investigations. */
export const CORPORATE_HR: readonly Fact[] = [
  f('is on a performance improvement plan ending next month', ['was put on a PIP', 'is on a formal improvement plan', 'is being managed out through a PIP']),
  f('is under investigation for expense report fraud', ['is suspected of padding expense reports', 'faces an internal expenses-fraud inquiry', 'is accused of falsifying expenses']),
  f('is on medical leave for cancer treatment', ['is out on leave undergoing chemotherapy', 'took medical leave for cancer', 'is away for oncology treatment']),
  f('filed a harassment complaint against their manager', ['reported their supervisor for harassment', 'has an open harassment complaint about a manager', 'accused their boss of harassment']),
  f('is on the list for the Q3 reduction in force', ['will be laid off in the Q3 cuts', 'is slated for the next round of layoffs', 'is part of the planned Q3 headcount reduction']),
  f('requested an accommodation for an anxiety disorder', ['asked for a disability accommodation for anxiety', 'has an approved mental-health accommodation', 'disclosed an anxiety condition to HR']),
];

/** Confidential business information. */
export const CORPORATE_STRATEGY: readonly Fact[] = [
  f('the company is in exclusive talks to acquire a competitor', ['an acquisition of a rival is being negotiated', 'a takeover of a competitor is under way', 'the firm plans to buy a competitor']),
  f('next quarter revenue will miss guidance by about 12%', ['revenue is tracking 12% below guidance', 'the quarter will fall short of forecasts', 'sales are well under the published outlook']),
  f('the breach exposed customer passwords in plain text', ['plaintext customer passwords were leaked', 'the incident revealed unhashed passwords', 'customer credentials were exposed unencrypted']),
  f('a key product launch is delayed by six months', ['the flagship release slipped half a year', 'the launch was pushed back six months', 'the product will ship two quarters late']),
  f('the prototype design was copied from a former employer', ['the prototype reuses a previous employer design', 'the design may infringe the former employer IP', 'engineers copied a rival design']),
];
