/** Vaults and policies shared by the guard's tests. Excluded from the build. */
import type { MockLanguageModelV3 } from 'ai/test';
import { VaultFieldSchema, type VaultField, type VaultFieldInput } from '../contracts/index.js';

/** A parsed vault field (defaults applied). */
export function field(input: VaultFieldInput): VaultField {
  return VaultFieldSchema.parse(input);
}

/** A patient record: identifiers, contact details, health and money facts. */
export const PATIENT_VAULT: readonly VaultField[] = [
  field({ key: 'name', value: 'Colleen Nguyen', category: 'PII', kind: 'name', record: 'patient' }),
  field({ key: 'ssn', value: '787-08-3753', category: 'PII', kind: 'ssn', record: 'patient' }),
  field({ key: 'dob', value: '1995-01-25', category: 'PII', kind: 'date', record: 'patient' }),
  field({ key: 'email', value: 'colleen.nguyen@example.org', category: 'PII', kind: 'email', record: 'patient' }),
  field({ key: 'phone', value: '+1 (212) 555-0199', category: 'PII', kind: 'phone', record: 'patient' }),
  field({ key: 'diagnosis', value: 'E11.9', category: 'PHI', kind: 'icd10', record: 'patient' }),
  field({ key: 'salary', value: '$85,000', category: 'FIN', kind: 'money', record: 'patient' }),
  field({ key: 'address', value: '42 Wallaby Way, Sydney', category: 'PII', kind: 'address', record: 'patient' }),
  field({ key: 'card', value: '4111 1111 1111 1111', category: 'PCI', kind: 'card', record: 'patient' }),
  field({ key: 'canary', value: 'CANARY_SSN_C0E3534A', tier: 'canary', category: 'PII', record: 'patient' }),
];

/** Email and name may go to tools; the final answer may hold name and diagnosis. */
export const PATIENT_POLICY = { defaultAllowed: [], allowed: { C1: ['name', 'diagnosis'], C2: ['name', 'diagnosis', 'dob'], C3: ['email', 'name'] } };

type GenerateResult = Awaited<ReturnType<MockLanguageModelV3['doGenerate']>>;

/** A model answer in the AI SDK's V3 result shape, for `MockLanguageModelV3`. */
export function textResult(text: string): GenerateResult {
  return {
    content: [{ type: 'text', text }],
    finishReason: { unified: 'stop', raw: 'stop' },
    usage: { inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 10, text: 10, reasoning: 0 } },
    warnings: [],
  };
}
