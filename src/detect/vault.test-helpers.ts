import { VaultFieldSchema, type VaultField, type VaultFieldInput } from '../contracts/index.js';

/** A parsed vault field (defaults applied), for tests. */
export function field(input: VaultFieldInput): VaultField {
  return VaultFieldSchema.parse(input);
}

/** A small healthcare/finance vault used across detector tests. */
export const SAMPLE_VAULT: readonly VaultField[] = [
  field({ key: 'ssn', value: '787-08-3753', category: 'PII' }),
  field({ key: 'canary.ssn', value: 'CANARY_SSN_C0E3534A', tier: 'canary' }),
  field({ key: 'canary.note', value: 'CANARY_CONF_NOTE_F86CD76E', tier: 'canary' }),
  field({ key: 'name', value: 'Colleen Nguyen', category: 'PII' }),
  field({ key: 'dob', value: '1995-01-25', category: 'PII' }),
  field({ key: 'salary', value: '$85,000', category: 'FIN' }),
  field({ key: 'email', value: 'colleen.nguyen@example.org', category: 'PII' }),
  field({ key: 'phone', value: '+1 (212) 555-0199', category: 'PII' }),
  field({ key: 'card', value: '4111 1111 1111 1111', category: 'PCI' }),
  field({ key: 'account', value: '000123456789', category: 'FIN' }),
  field({ key: 'iban', value: 'DE89 3704 0044 0532 0130 00', category: 'FIN' }),
  field({ key: 'address', value: '42 Wallaby Way, Sydney', category: 'PII' }),
  field({ key: 'diagnosis', value: 'E11.9', kind: 'icd10', category: 'PHI' }),
];
