import type { Span } from '../../contracts/index.js';

/** Regulated formats the tier-2 recognisers know. */
export type RecogniserName = 'ssn' | 'card' | 'iban' | 'routing' | 'phone' | 'email' | 'icd10' | 'ip';

/**
 * A value a recogniser found and validated in a text. `normalised` is what vault values are
 * compared with (digits for numbers, upper-case compact IBAN, lower-case e-mail, ICD code, IP address).
 * It never leaves the detector: hits carry only spans and names.
 */
export interface Recognition {
  readonly recogniser: RecogniserName;
  readonly span: Span;
  readonly normalised: string;
  /** The validation that accepted it (`ssn-rules`, `luhn`, `mod97`, `aba-checksum`, ...). */
  readonly method: string;
  readonly confidence: number;
}

/** True when two spans share at least one character. */
export function overlaps(a: Span, b: Span): boolean {
  return a.start < b.end && b.start < a.end;
}
