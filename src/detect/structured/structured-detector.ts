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
import { LIST_VALUE_PATTERNS } from './list-values.js';
import { VALUE_CONTEXT_PATTERNS } from './value-context.js';
import { VALUE_KIND_PATTERNS } from './value-kind.js';
import { elementKey, FieldKeyMemo, fieldsRecognised, indexVaultValues, matchVaultValues, type ValueHit, type ValueMatchOptions, type VaultValueIndex, VAULT_VALUE_PATTERNS } from './vault-values.js';

/** Detector id of tier 2, as it appears in findings and reports. */
export const STRUCTURED_DETECTOR_ID = 'structured';
/** Version of tier 2; bump when its findings change. */
export const STRUCTURED_DETECTOR_VERSION = '2.3.0';

/** Every pattern the structured detector uses, for the ReDoS check. */
export const STRUCTURED_PATTERNS: readonly RegExp[] = [
  ...DATE_PATTERNS,
  ...MONEY_PATTERNS,
  ...PARTIAL_PATTERNS,
  ...TEXT_VALUE_PATTERNS,
  ...VALUE_KIND_PATTERNS,
  ...RECOGNISER_PATTERNS,
  ...VALUE_CONTEXT_PATTERNS,
  ...LIST_VALUE_PATTERNS,
  ...VAULT_VALUE_PATTERNS,
];

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
  readonly options: ValueMatchOptions;
}

function newState(options: ValueMatchOptions): StructuredState {
  const loose = new LooseScratch();
  return { preparedVaults: new VaultMemo<PreparedDetector>(16), sharedIndexes: new Memo<PreparedDetector>(2048), fieldKeys: new FieldKeyMemo(loose), phoneVerdicts: new Map(), loose, options };
}

/** What a field's hits in one text say about its elements: how many distinct elements were found, of how many. */
function elementShares(hits: readonly ValueHit[]): Map<string, { readonly matched: number; readonly total: number }> {
  const found = new Map<string, { indexes: Set<number>; total: number; whole: boolean }>();
  for (const hit of hits) {
    if (hit.element === undefined) continue;
    let entry = found.get(hit.field);
    if (entry === undefined) {
      entry = { indexes: new Set(), total: hit.element.total, whole: false };
      found.set(hit.field, entry);
    }
    entry.indexes.add(hit.element.index);
  }
  const shares = new Map<string, { readonly matched: number; readonly total: number }>();
  for (const [field, entry] of found) shares.set(field, { matched: entry.indexes.size, total: entry.total });
  return shares;
}

function detectStructured(text: string, index: VaultValueIndex, state: StructuredState, shared: SharedText): DetectorHit[] {
  const runs = scanDigitRuns(text, shared.profile);
  const scan = { shared, runs, ibans: scanIbanCandidates(text, runs), emails: scanEmails(text) };
  const valueHits = matchVaultValues(text, index, scan, state.loose);
  const unvaulted: DetectorHit[] = [];
  for (const recognition of recogniseAll(text, scan, state.phoneVerdicts)) {
    const fields = fieldsRecognised(index, recognition);
    // A vault value of the same kind already found there (a phone read as another region's): no unvaulted finding.
    if (fields.length === 0 && valueHits.some((hit) => overlaps(hit.span, recognition.span) && index.kinds.get(hit.field) === recognition.recogniser)) continue;
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
  const shares = elementShares(valueHits);
  const vaultHits: DetectorHit[] = dedupe(valueHits).map((hit) => {
    const valueKind = index.kinds.get(hit.element === undefined ? hit.field : elementKey(hit.field, hit.element.index)) ?? index.kinds.get(hit.field);
    const share = shares.get(hit.field) ?? (index.elementCounts.has(hit.field) ? { matched: index.elementCounts.get(hit.field) ?? 0, total: index.elementCounts.get(hit.field) ?? 0 } : undefined);
    return {
      kind: 'vault',
      field: hit.field,
      tier: 2,
      detector: STRUCTURED_DETECTOR_ID,
      method: hit.method,
      span: hit.span,
      confidence: hit.confidence,
      ...(valueKind === undefined ? {} : { valueKind }),
      ...(share === undefined ? {} : { elements: share }),
    };
  });
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
  const index = indexVaultValues(vault, state.fieldKeys, state.options);
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
 * With `valuesInContext` (the default), a common-word value ("Exceeds", "Security") or a short
 * one ("C", a score of 712) counts only where the text binds it to its field (its label or key
 * words, or their synonyms, nearby, or its table column's header), never as an option of an
 * enumeration or in a template heading; and each element of a list or record value is matched,
 * the hit saying how many of how many (`elements`) with method `list-element` or
 * `record-element`. `{ valuesInContext: false }` matches every value as a whole, wherever it is.
 *
 * The detector keeps what it prepared for recent vaults, what each field contributed, phone
 * verdicts and its work buffers: keep one per engine.
 *
 * @example
 * const prepared = createStructuredDetector().prepare([field({ key: 'ssn', value: '787-08-3753' })]);
 * prepared.detect('ssn 787 08 3753', { channel: 'C1' }); // [{ field: 'ssn', method: 'digits', ... }]
 */
export function createStructuredDetector(options: ValueMatchOptions = {}): Detector {
  const state = newState(options);
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
