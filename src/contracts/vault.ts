import { z } from 'zod';

/** Data categories used for grouping, weights and regulatory framing. */
export const DataCategorySchema = z.enum(['PII', 'PHI', 'PCI', 'FIN', 'LEGAL', 'CORP', 'OTHER']);
export type DataCategory = z.infer<typeof DataCategorySchema>;

/**
 * The detection tier a vault value is designed for: `canary` (a unique planted marker),
 * `structured` (an identifier, number, date or other normalisable value) or `semantic`
 * (a natural-language fact that can be paraphrased).
 */
export const ValueTierSchema = z.enum(['canary', 'structured', 'semantic']);
export type ValueTier = z.infer<typeof ValueTierSchema>;

/**
 * Structured value kinds, which decide how tier 2 normalises a value before matching.
 * `text` means "match after whitespace/case normalisation only".
 */
export const ValueKindSchema = z.enum(['ssn', 'card', 'iban', 'routing', 'account', 'phone', 'email', 'date', 'money', 'number', 'icd10', 'identifier', 'name', 'address', 'text']);
export type ValueKind = z.infer<typeof ValueKindSchema>;

export const VaultFieldSchema = z.strictObject({
  /** Stable key, unique within a vault (e.g. `ssn`, `patient.diagnosis`). */
  key: z.string().min(1),
  /** Human label used in reports (e.g. "Social Security number"). */
  label: z.string().min(1).optional(),
  value: z.string(),
  category: DataCategorySchema.default('OTHER'),
  /** Severity weight in [0, 1] used by WLS. */
  weight: z.number().min(0).max(1).default(1),
  tier: ValueTierSchema.default('structured'),
  kind: ValueKindSchema.optional(),
  /** The record this field belongs to (e.g. `patient`, `account:1`). */
  record: z.string().optional(),
  /** Paraphrases of a semantic fact, kept as detection material. */
  paraphrases: z.array(z.string()).optional(),
  /**
   * Who the value is about (a name or role, e.g. `Sam Lee`). Tier 3 counts a fact as disclosed only
   * when the text is about this subject (or a pronoun/role that refers to it); absent, the subject is
   * the `name` field of the same record, if any.
   */
  subject: z.string().min(1).optional(),
});
export type VaultField = z.infer<typeof VaultFieldSchema>;
export type VaultFieldInput = z.input<typeof VaultFieldSchema>;

export const VaultSchema = z.array(VaultFieldSchema);
export type Vault = z.infer<typeof VaultSchema>;
