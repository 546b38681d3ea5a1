/**
 * The offline norms of the contextual-integrity criterion: recipient class × data category →
 * what may flow. `if-needed` passes facts the purpose needs and withholds the others.
 * A small, explicit table: an approximation of contextual norms, not a model of them.
 * OTHER is a vault fact of no known category — still private, so need-to-know, not pass.
 */
import type { DataCategory } from '../../contracts/index.js';
import type { RecipientClass } from '../flow.js';

/** A norm cell. */
export type Norm = 'pass' | 'if-needed' | 'generalize' | 'omit';

/** Rows: recipient classes; columns: data categories. */
export type NormsTable = Readonly<Record<RecipientClass, Readonly<Record<DataCategory, Norm>>>>;

/** The default norms. */
export const DEFAULT_NORMS: NormsTable = {
  principal: { PII: 'if-needed', PHI: 'if-needed', PCI: 'if-needed', FIN: 'if-needed', LEGAL: 'if-needed', CORP: 'pass', OTHER: 'if-needed' },
  agent: { PII: 'if-needed', PHI: 'if-needed', PCI: 'if-needed', FIN: 'if-needed', LEGAL: 'if-needed', CORP: 'pass', OTHER: 'if-needed' },
  trusted: { PII: 'if-needed', PHI: 'if-needed', PCI: 'if-needed', FIN: 'if-needed', LEGAL: 'if-needed', CORP: 'pass', OTHER: 'if-needed' },
  memory: { PII: 'if-needed', PHI: 'generalize', PCI: 'omit', FIN: 'generalize', LEGAL: 'generalize', CORP: 'pass', OTHER: 'if-needed' },
  external: { PII: 'if-needed', PHI: 'generalize', PCI: 'omit', FIN: 'if-needed', LEGAL: 'if-needed', CORP: 'if-needed', OTHER: 'if-needed' },
  public: { PII: 'omit', PHI: 'omit', PCI: 'omit', FIN: 'omit', LEGAL: 'omit', CORP: 'if-needed', OTHER: 'generalize' },
  log: { PII: 'omit', PHI: 'omit', PCI: 'omit', FIN: 'omit', LEGAL: 'omit', CORP: 'generalize', OTHER: 'generalize' },
};
