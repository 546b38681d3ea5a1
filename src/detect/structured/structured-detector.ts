import type { VaultField } from '../../contracts/index.js';
import { Memo, VaultMemo } from '../canary/memo.js';
import { sharedTextOf, type SharedText } from '../regex-scan.js';
import type { DetectContext, Detector, DetectorHit, PreparedDetector } from '../types.js';
import { DATE_PATTERNS } from './dates.js';
import { scanDigitRuns } from './digit-runs.js';
import { scanEmails } from './email.js';
import { scanIbanCandidates } from './iban.js';
import { MONEY_PATTERNS } from './money.js';
import { PARTIAL_PATTERNS } from './partial.js';
import type { PhoneVerdicts } from './phone.js';
import { RECOGNISER_PATTERNS, recogniseAll } from './recognisers.js';
import { overlaps } from './recognition.js';
import { LooseScratch, TEXT_VALUE_PATTERNS } from './text-values.js';
import { VALUE_KIND_PATTERNS } from './value-kind.js';
import { FieldKeyMemo, fieldsRecognised, indexVaultValues, matchVaultValues, type ValueHit, type VaultValueIndex } from './vault-values.js';

/** Detector id of tier 2, as it appears in findings and reports. */
export const STRUCTURED_DETECTOR_ID = 'structured';
/** Version of tier 2; bump when its findings change. */
export const STRUCTURED_DETECTOR_VERSION = '1.0.0';

/** Every pattern the structured detector uses, for the ReDoS check. */
export const STRUCTURED_PATTERNS: readonly RegExp[] = [...DATE_PATTERNS, ...MONEY_PATTERNS, ...PARTIAL_PATTERNS, ...TEXT_VALUE_PATTERNS, ...VALUE_KIND_PATTERNS, ...RECOGNISER_PATTERNS];

/** Confidence of a vault match that a regulated-format validator also accepted. */
const VALIDATED_CONFIDENCE = 1;

function better(a: ValueHit, b: ValueHit): boolean {
  return a.confidence > b.confidence || (a.confidence === b.confidence && a.span.end - a.span.start > b.span.end - b.span.start);
}

/** Keeps the best hit among overlapping hits on the same field. */
function dedupe(hits: readonly ValueHit[]): ValueHit[] {
  if (hits.length <= 1) return hits.length === 0 ? [] : [hits[0] as ValueHit];
  const byField = new Map<string, ValueHit[]>();
  for (const hit of [...hits].sort((a, b) => a.span.start - b.span.start || b.span.end - a.span.end)) {
    const kept = byField.get(hit.field);
    if (kept === undefined) {
      byField.set(hit.field, [hit]);
      continue;
    }
    const previous = kept[kept.length - 1] as ValueHit;
    if (overlaps(previous.span, hit.span)) {
      if (better(hit, previous)) kept[kept.length - 1] = hit;
    } else {
      kept.push(hit);
    }
  }
  const deduped: ValueHit[] = [];
  for (const kept of byField.values()) for (const hit of kept) deduped.push(hit);
  return deduped;
}

/** What one structured detector keeps from one text and vault to the next. */
interface StructuredState {
  /** Prepared detectors of the last vaults, by content. */
  readonly preparedVaults: VaultMemo<PreparedDetector>;
  /**
   * Prepared detectors by the content of the fields tier 2 reads. Canary fields are tier 1's (the
   * index skips them and never looks them up), and they are what sets most vaults apart: vaults
   * drawn from the same scenario share everything else, so they share one index.
   */
  readonly sharedIndexes: Memo<PreparedDetector>;
  /** What each field contributes to an index. */
  readonly fieldKeys: FieldKeyMemo;
  /** libphonenumber's verdicts on phone candidates. */
  readonly phoneVerdicts: PhoneVerdicts;
  /** Work buffers of loose text matching. */
  readonly loose: LooseScratch;
}

function newState(): StructuredState {
  const loose = new LooseScratch();
  return { preparedVaults: new VaultMemo<PreparedDetector>(16), sharedIndexes: new Memo<PreparedDetector>(2048), fieldKeys: new FieldKeyMemo(loose), phoneVerdicts: new Map(), loose };
}

function detectStructured(text: string, index: VaultValueIndex, state: StructuredState, shared: SharedText): DetectorHit[] {
  const runs = scanDigitRuns(text, shared.profile);
  const scan = { shared, runs, ibans: scanIbanCandidates(text, runs), emails: scanEmails(text) };
  const valueHits = matchVaultValues(text, index, scan, state.loose);
  const unvaulted: DetectorHit[] = [];
  for (const recognition of recogniseAll(text, scan, state.phoneVerdicts)) {
    const fields = fieldsRecognised(index, recognition);
    if (fields.length === 0) {
      unvaulted.push({
        kind: 'unvaulted',
        field: null,
        tier: 2,
        detector: STRUCTURED_DETECTOR_ID,
        method: recognition.method,
        span: recognition.span,
        confidence: recognition.confidence,
        recogniser: recognition.recogniser,
      });
      continue;
    }
    // The value is a vault value and a validator agrees: reinforce (or add) the vault hit.
    for (const field of fields) {
      const value = index.fields.get(field)?.value ?? '';
      const method = text.slice(recognition.span.start, recognition.span.end) === value ? 'verbatim' : 'digits';
      valueHits.push({ field, method, span: recognition.span, confidence: VALIDATED_CONFIDENCE });
    }
  }
  const vaultHits: DetectorHit[] = dedupe(valueHits).map((hit) => ({
    kind: 'vault',
    field: hit.field,
    tier: 2,
    detector: STRUCTURED_DETECTOR_ID,
    method: hit.method,
    span: hit.span,
    confidence: hit.confidence,
  }));
  if (unvaulted.length === 0 && vaultHits.length <= 1) return vaultHits;
  return [...vaultHits, ...unvaulted].sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end || (a.field ?? '').localeCompare(b.field ?? '') || a.method.localeCompare(b.method));
}

/**
 * The content of a vault's non-canary fields, as a memo key, or null when two fields share a key
 * (the index's field map then depends on the order of all fields: such a vault is not shared).
 */
function nonCanaryKey(vault: readonly VaultField[]): string | null {
  let key = '';
  for (let k = 0; k < vault.length; k += 1) {
    const field = vault[k] as VaultField;
    for (let j = 0; j < k; j += 1) if ((vault[j] as VaultField).key === field.key) return null;
    if (field.tier === 'canary') continue;
    key += `${field.key.length}:${field.key}${field.value.length}:${field.value}${field.tier}:${field.kind ?? ''}\u0000`;
  }
  return key;
}

function prepareStructured(vault: readonly VaultField[], state: StructuredState): PreparedDetector {
  const index = indexVaultValues(vault, state.fieldKeys);
  return {
    detect(text: string, context: DetectContext): DetectorHit[] {
      return text.length === 0 ? [] : detectStructured(text, index, state, sharedTextOf(text, context.shared));
    },
  };
}

/**
 * Tier 2: vault values found after normalisation by kind (digits-only identifiers, amounts,
 * dates, e-mail, IBAN, names and free text, last-four disclosures), and regulated formats
 * recognised with real validators (SSN rules, Luhn + IIN, IBAN mod-97, ABA checksum,
 * libphonenumber, e-mail, ICD-10 with medical context) as `unvaulted` hits when they match no
 * vault value. Canary fields are left to tier 1.
 *
 * The detector keeps what it prepared for recent vaults, what each field contributed, phone
 * verdicts and its work buffers: keep one per engine.
 *
 * @example
 * const prepared = createStructuredDetector().prepare([field({ key: 'ssn', value: '787-08-3753' })]);
 * prepared.detect('ssn 787 08 3753', { channel: 'C1' }); // [{ field: 'ssn', method: 'digits', ... }]
 */
export function createStructuredDetector(): Detector {
  const state = newState();
  return {
    id: STRUCTURED_DETECTOR_ID,
    version: STRUCTURED_DETECTOR_VERSION,
    tier: 2,
    prepare(vault: readonly VaultField[]): PreparedDetector {
      return state.preparedVaults.get(vault, () => {
        const key = nonCanaryKey(vault);
        if (key === null) return prepareStructured(vault, state);
        return state.sharedIndexes.get(key, () =>
          prepareStructured(
            vault.filter((field) => field.tier !== 'canary'),
            state,
          ),
        );
      });
    },
  };
}
