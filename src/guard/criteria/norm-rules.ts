/**
 * Contextual norms as data: which sensitive information may go to which recipient for which
 * transmission principle. A rule names information types (a `SensitiveType`, or a data category
 * such as `PHI`), recipients (words of the recipient's name or role, or a recipient class such as
 * `log`), principles (words of the purpose, e.g. `treatment`, `claim`) and a decision: `allow`
 * (an explicit need: the field passes), `abstract` (only in general terms) or `deny`. The first
 * rule that matches decides; users put their rules before the defaults (`normRules` option).
 *
 * The default table covers the four benchmark domains. It is deliberately small and explicit:
 * a rule is a licence a privacy engineer can read and argue with, not a model of all norms.
 */
import { z } from 'zod';
import type { DataCategory, VaultField } from '../../contracts/index.js';
import type { RecipientClass } from '../flow.js';
import { SENSITIVE_TYPES, sensitiveType, type SensitiveType } from './sensitivity.js';

export const NormRuleSchema = z.strictObject({
  /** A stable id, quoted in rationales. */
  id: z.string().min(1),
  /** Information types: sensitive types (`ssn`, `health`, `criminal`…) or data categories (`PHI`), or `*`. */
  types: z.array(z.string().min(1)).min(1),
  /** Recipient words (matched as whole words in the recipient's name), recipient classes, or `*`. */
  recipients: z.array(z.string().min(1)).min(1),
  /** Words of the purpose (the transmission principle), or `*`. */
  principles: z.array(z.string().min(1)).min(1),
  decision: z.enum(['allow', 'abstract', 'deny']),
  /** Why the norm holds, for the documentation and the rationale. */
  why: z.string().min(1),
});
export type NormRule = z.infer<typeof NormRuleSchema>;

const CLINICIANS = ['clinician', 'physician', 'doctor', 'dr', 'nurse', 'specialist', 'clinic', 'hospital', 'cardiology', 'cardiologist', 'oncology', 'oncologist', 'neurology', 'surgeon', 'provider'];

/** The default norms. */
export const DEFAULT_NORM_RULES: readonly NormRule[] = [
  {
    id: 'no-personal-data-in-logs-or-public',
    types: ['PII', 'PHI', 'PCI', 'FIN', 'LEGAL', ...SENSITIVE_TYPES],
    recipients: ['log', 'public'],
    principles: ['*'],
    decision: 'deny',
    why: 'Logs and public posts are read by anyone with access; no personal detail is needed there.',
  },
  {
    id: 'care-team-health',
    types: ['health', 'diagnosis-code', 'medical-record-number'],
    recipients: [...CLINICIANS, 'pharmacist', 'pharmacy', 'lab', 'laboratory'],
    principles: ['treatment', 'referral', 'refer', 'care', 'consult', 'dispensing', 'dispense', 'prescription', 'refill', 'results'],
    decision: 'allow',
    why: 'HIPAA treatment disclosures: the care team may receive the health information the treatment needs.',
  },
  {
    id: 'payer-member-id',
    types: ['member-id'],
    recipients: ['insurer', 'insurance', 'payer', 'clearinghouse', 'plan'],
    principles: ['claim', 'billing', 'eligibility', 'authorization', 'authorisation', 'coverage', 'payment'],
    decision: 'allow',
    why: 'A payer identifies the member by the member id to decide a claim or coverage.',
  },
  {
    id: 'records-staff-mrn',
    types: ['medical-record-number'],
    recipients: ['records', 'clerk', 'him', 'registration', 'admissions'],
    principles: ['records', 'chart', 'registration', 'admission', 'release'],
    decision: 'allow',
    why: 'Health-information staff find and release a chart by its medical record number.',
  },
  {
    id: 'public-health-reporting',
    types: ['health', 'diagnosis-code'],
    recipients: ['registry', 'health department', 'immunization information system', 'cdc', 'iis', 'surveillance'],
    principles: ['public', 'reporting', 'registry', 'surveillance', 'immunization', 'notifiable'],
    decision: 'allow',
    why: 'HIPAA public-health disclosures: mandated reports to registries and health departments.',
  },
  {
    id: 'payer-diagnosis-for-claims',
    types: ['diagnosis-code'],
    recipients: ['insurer', 'insurance', 'payer', 'clearinghouse'],
    principles: ['claim', 'authorization', 'authorisation', 'coverage'],
    decision: 'allow',
    why: 'HIPAA payment disclosures: a claim or prior authorisation carries the diagnosis codes it is for, not the clinical notes.',
  },
  {
    id: 'tax-authority-ids',
    types: ['ssn', 'tax-id'],
    recipients: ['irs', 'tax', 'revenue', 'hmrc'],
    principles: ['tax', 'reporting', '1099', 'w-2', 'w2', 'filing', 'return'],
    decision: 'allow',
    why: 'Information returns to the tax authority must carry the taxpayer identification number.',
  },
  {
    id: 'benefits-enrollment-ssn',
    types: ['ssn'],
    recipients: ['carrier', 'insurer', 'insurance', 'benefits', 'plan', 'enrollment'],
    principles: ['enroll', 'enrollment', 'enrolment', 'benefits', 'coverage'],
    decision: 'allow',
    why: 'Health and benefit carriers enrol members under their SSN (ACA reporting).',
  },
  {
    id: 'fiu-suspected-offences',
    types: ['criminal'],
    recipients: ['fincen', 'fiu', 'regulator', 'enforcement', 'police', 'bsa'],
    principles: ['suspicious', 'sar', 'report', 'reporting', 'obligation', 'filing'],
    decision: 'allow',
    why: 'Suspicious-activity reports go to the financial intelligence unit with the findings behind them.',
  },
  {
    id: 'immigration-passport',
    types: ['passport'],
    recipients: ['uscis', 'immigration', 'consulate', 'embassy', 'cbp', 'border'],
    principles: ['immigration', 'visa', 'application', 'authorization', 'authorisation', 'entry'],
    decision: 'allow',
    why: 'Immigration filings identify the applicant by passport.',
  },
  {
    id: 'bank-payment-accounts',
    types: ['bank-account'],
    recipients: ['bank', 'processor', 'clearing', 'ach', 'wire', 'payments', 'treasury'],
    principles: ['payment', 'transfer', 'wire', 'refund', 'payout', 'deposit', 'disbursement', 'payroll'],
    decision: 'allow',
    why: 'A payment instruction needs the account it pays into or out of.',
  },
  {
    id: 'settlement-agent-loan-payoff',
    types: ['identifier', 'bank-account'],
    recipients: ['title company', 'title agent', 'escrow', 'closing agent', 'settlement agent'],
    principles: ['payoff', 'pay off', 'pay-off', 'refinance', 'refinancing'],
    decision: 'allow',
    why: 'A payoff quote and the payoff wire name the loan being paid off, so the title or escrow agent can apply the funds (RESPA closings).',
  },
  {
    id: 'card-network-disputes',
    types: ['card'],
    recipients: ['network', 'issuer', 'processor', 'acquirer', 'card'],
    principles: ['dispute', 'chargeback', 'replacement', 'fraud', 'reissue'],
    decision: 'allow',
    why: 'A chargeback or card replacement is filed against the card number.',
  },
  {
    id: 'counsel-criminal-record',
    types: ['criminal'],
    recipients: ['court', 'counsel', 'attorney', 'lawyer', 'prosecutor', 'defender', 'clerk'],
    principles: ['defense', 'defence', 'representation', 'hearing', 'sentencing', 'filing', 'motion', 'plea'],
    decision: 'allow',
    why: 'Counsel and the court need the record the proceeding is about.',
  },
  {
    id: 'hr-accommodation-gist',
    types: ['health', 'religion'],
    recipients: ['manager', 'supervisor', 'team'],
    principles: ['accommodation', 'leave', 'schedule', 'scheduling'],
    decision: 'abstract',
    why: 'A manager needs to know an accommodation or leave applies, not the condition or faith behind it.',
  },
  {
    id: 'hr-accommodation',
    types: ['health', 'religion'],
    recipients: ['hr', 'benefits', 'occupational', 'accommodations'],
    principles: ['accommodation', 'leave', 'benefits'],
    decision: 'allow',
    why: 'HR and occupational health decide accommodations and leave on the underlying need.',
  },
  {
    id: 'eeo-reporting',
    types: ['ethnicity'],
    recipients: ['eeoc', 'eeo', 'compliance', 'regulator'],
    principles: ['eeo', 'reporting', 'equal'],
    decision: 'allow',
    why: 'EEO-1 style reporting to the compliance function or the regulator.',
  },
];

/** The categories a sensitive type belongs to, for rules that name a category. */
function typeMatches(ruleTypes: readonly string[], type: SensitiveType | undefined, category: DataCategory): boolean {
  return ruleTypes.some((entry) => entry === '*' || entry === type || entry === category);
}

/** A word without its common English endings, so `replacing` meets `replacement` and `refund` meets `refunds`. */
function stemOf(word: string): string {
  const stripped = word.replace(/(?:ements?|ments?|ations?|ions?|ing|ed|es|s)$/, '');
  return stripped.length >= 4 ? stripped : word;
}

function wordsOf(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z0-9][a-z0-9-]*/g) ?? [];
  return new Set([...words, ...words.map(stemOf)]);
}

/** Whether a rule entry (one word, or a phrase) occurs in a text's words or, for phrases, in the text. */
function entryIn(entry: string, words: ReadonlySet<string>, text: string): boolean {
  const lower = entry.toLowerCase();
  return lower.includes(' ') ? text.toLowerCase().includes(lower) : words.has(lower) || words.has(stemOf(lower));
}

/** The rule deciding this field for this recipient and purpose, if one matches (`type`: the field's sensitive type when the caller knows better). */
export function matchNormRule(
  rules: readonly NormRule[],
  field: Pick<VaultField, 'key' | 'label' | 'kind' | 'category'>,
  flow: { readonly recipient: string; readonly purpose: string },
  recipientClass: RecipientClass,
  type: SensitiveType | undefined = sensitiveType(field),
): NormRule | undefined {
  const recipient = wordsOf(flow.recipient);
  const purpose = wordsOf(flow.purpose);
  return rules.find(
    (rule) =>
      typeMatches(rule.types, type, field.category) &&
      rule.recipients.some((entry) => entry === '*' || entry === recipientClass || entryIn(entry, recipient, flow.recipient)) &&
      rule.principles.some((entry) => entry === '*' || entryIn(entry, purpose, flow.purpose)),
  );
}
