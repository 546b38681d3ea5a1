import type { Span, VaultField } from '../../contracts/index.js';
import type { DetectContext, Detector, DetectorHit, PreparedDetector } from '../types.js';
import { sharedTextOf, type SharedText } from '../regex-scan.js';
import { DECODER_PATTERNS, forEachEncodedSegment, type DecodedSegment, type EncodedTokens } from './decoders.js';
import { canaryMarkers, MARKER_PATTERNS } from './markers.js';
import { VaultMemo } from './memo.js';
import { digitNeedles, localNeedleMatches, type DigitNeedle } from './local-search.js';
import { forEachNeedle, forEachNeedleAt, indexNeedles, MIN_NEEDLE_LENGTH, needleLength, type Needle, type NeedleIndex } from '../../lib/needle-search.js';
import { byteSkeletonInto, isFoldedNonAscii, SkeletonBuffer, skeletonEnd, skeletonInto } from './skeleton.js';
import { isInvisible } from '../fold.js';
import { scanText, scanTokens, textDigits } from './text-scan.js';

/** How a canary was disclosed. */
export type CanaryMethod = 'verbatim' | 'normalised' | 'confusable' | 'zero-width' | 'base64' | 'hex' | 'url' | 'rot13' | 'reversed';

/** Confidence per method: exact forms are certain, transformed forms nearly so (8 random hex digits). */
export const CANARY_CONFIDENCE: Readonly<Record<CanaryMethod, number>> = {
  verbatim: 1,
  normalised: 0.97,
  'zero-width': 0.97,
  confusable: 0.95,
  base64: 0.97,
  hex: 0.97,
  url: 0.97,
  rot13: 0.9,
  reversed: 0.9,
};

type Variant = 'plain' | 'rot13' | 'reversed';

interface Marker {
  readonly field: string;
  readonly value: string;
  /** Skeleton without the look-alike digit fold, to tell `normalised` from `confusable`. */
  readonly plainSkeleton: string;
  readonly variant: Variant;
}

/** A skeleton kept as codes; its text is built only if asked for (classifying a match, rarely). */
class SkeletonCodes {
  private text: string | undefined;
  constructor(readonly codes: Uint8Array) {}
  toString(): string {
    this.text ??= textOf(this.codes);
    return this.text;
  }
}

/** A marker's variant; the skeleton text is shared by the variants and built on demand. */
class MarkerVariant implements Marker {
  constructor(
    readonly field: string,
    readonly value: string,
    private readonly skeleton: SkeletonCodes,
    readonly variant: Variant,
  ) {}
  get plainSkeleton(): string {
    return this.skeleton.toString();
  }
}

/** A needle from codes; its text is built only if asked for. */
class CodeNeedle implements Needle<Marker> {
  private built: string | undefined;
  constructor(
    readonly codes: Uint8Array,
    readonly payload: Marker,
  ) {}
  get text(): string {
    this.built ??= textOf(this.codes);
    return this.built;
  }
}

const ASCII_SKELETON_DROP = /[^a-z0-9]/g;

/** Every pattern the canary detector uses, for the ReDoS check. */
export const CANARY_PATTERNS: readonly RegExp[] = [...MARKER_PATTERNS, ...DECODER_PATTERNS, ASCII_SKELETON_DROP];

/**
 * Work buffers of one canary detector, reused from one text to the next (detection is
 * synchronous): skeletons are built into them instead of new arrays per text.
 */
interface Scratch {
  readonly marker: SkeletonBuffer;
  readonly text: SkeletonBuffer;
  readonly segment: SkeletonBuffer;
  readonly digits: number[];
}

function newScratch(): Scratch {
  return { marker: new SkeletonBuffer(), text: new SkeletonBuffer(), segment: new SkeletonBuffer(), digits: [] };
}

/** The look-alike digit fold on a skeleton code: `o` → `0`, `i` and `l` → `1`. */
function foldLookalikeCode(code: number): number {
  return code === 111 ? 48 : code === 105 || code === 108 ? 49 : code;
}

/** ROT13 on a skeleton code (digits are unchanged). */
function rot13Code(code: number): number {
  return code >= 97 && code <= 122 ? ((code - 97 + 13) % 26) + 97 : code;
}

function textOf(codes: Uint8Array): string {
  let text = '';
  for (let offset = 0; offset < codes.length; offset += 4096) text += String.fromCharCode(...Array.from(codes.subarray(offset, offset + 4096)));
  return text;
}

/**
 * The needles of a field's markers: the skeleton (without the look-alike fold, kept to classify
 * matches), its ROT13 and its reversal, each with the look-alike fold, as the text's skeleton has it.
 */
function needlesFor(field: Pick<VaultField, 'key' | 'value' | 'tier'>, markerSkeleton: SkeletonBuffer): Needle<Marker>[] {
  const needles: Needle<Marker>[] = [];
  // Without `CANARY_` and outside the canary tier, a field carries no marker (see canaryMarkers).
  if (field.tier !== 'canary' && !field.value.includes('CANARY_')) return needles;
  for (const value of canaryMarkers(field)) {
    skeletonInto(value, markerSkeleton, false);
    const size = markerSkeleton.length;
    const skeleton = new SkeletonCodes(markerSkeleton.codes.slice(0, size));
    const plain = new Uint8Array(size);
    const rotated = new Uint8Array(size);
    const reversed = new Uint8Array(size);
    for (let k = 0; k < size; k += 1) {
      const code = markerSkeleton.codes[k] as number;
      plain[k] = foldLookalikeCode(code);
      reversed[size - 1 - k] = plain[k] as number;
      rotated[k] = foldLookalikeCode(rot13Code(code));
    }
    const forms: Record<Variant, Uint8Array> = { plain, rot13: rotated, reversed };
    for (const variant of ['plain', 'rot13', 'reversed'] as const) {
      needles.push(new CodeNeedle(forms[variant], new MarkerVariant(field.key, value, skeleton, variant)));
    }
  }
  return needles;
}

/** Names the de-obfuscation a plain-variant match needed, from the original span. */
function classify(source: string, span: Span, marker: Marker): CanaryMethod {
  const found = source.slice(span.start, span.end);
  if (found === marker.value) return 'verbatim';
  let zeroWidth = false;
  for (const ch of found) {
    const codePoint = ch.codePointAt(0) ?? 0;
    if (isInvisible(codePoint)) zeroWidth = true;
    else if (isFoldedNonAscii(codePoint)) return 'confusable';
  }
  if (found.toLowerCase().replace(ASCII_SKELETON_DROP, '') !== marker.plainSkeleton) return 'confusable';
  return zeroWidth ? 'zero-width' : 'normalised';
}

interface Prepared {
  /** Every needle (all variants). Decoded segments report plain-variant matches only. */
  readonly index: NeedleIndex<Marker>;
  /** The needles' digit strings (see local-search), or null when some needle has none. */
  readonly digitNeedles: readonly DigitNeedle[] | null;
  /** Canaries too short for skeleton search, matched verbatim (case-insensitive). */
  readonly shortMarkers: readonly Marker[];
}

function hit(marker: Marker, method: CanaryMethod, span: Span): DetectorHit {
  return { kind: 'vault', field: marker.field, tier: 1, detector: CANARY_DETECTOR_ID, method, span, confidence: CANARY_CONFIDENCE[method] };
}

function searchSegment(segment: DecodedSegment, prepared: Prepared, emit: (marker: Marker, method: CanaryMethod, span: Span) => void, source: string, skeleton: SkeletonBuffer): void {
  if (segment.method === 'url') skeletonInto(segment.text, skeleton);
  else byteSkeletonInto(segment.bytes, skeleton);
  forEachNeedle(skeleton.codes, skeleton.length, prepared.index, (needle, start, end) => {
    if (needle.payload.variant !== 'plain') return;
    const first = skeleton.starts[start] as number;
    const last = skeleton.starts[end - 1] as number;
    const span = segment.mapSpan(first, segment.method === 'url' ? skeletonEnd(segment.text, last) : last + 1);
    // A url-decoded match that spans no escape is the plain text's own match, already reported.
    if (segment.method === 'url' && !source.slice(span.start, span.end).includes('%')) return;
    emit(needle.payload, segment.method, span);
  });
}

function detectCanaries(text: string, prepared: Prepared, scratch: Scratch, shared: SharedText): DetectorHit[] {
  const hits: DetectorHit[] = [];
  let seen: Set<string> | null = null;
  const emit = (marker: Marker, method: CanaryMethod, span: Span): void => {
    const key = `${marker.field}\u0000${span.start}\u0000${span.end}`;
    seen ??= new Set();
    if (seen.has(key)) return;
    seen.add(key);
    hits.push(hit(marker, method, span));
  };

  // Every variant of a marker has its length: the shortest needle is a plain one.
  const minBytes = prepared.index.minLength;
  let tokens: EncodedTokens | null = null;
  if (minBytes > 0) {
    // When every needle has digits 2–9, needles are looked for around the text's (see
    // local-search) without building the skeleton; only the encoded tokens need a pass over
    // the text. Otherwise, or when that would take long, the skeleton is built.
    const digits = textDigits(text, shared.profile, scratch.digits);
    const local = prepared.digitNeedles === null ? null : localNeedleMatches(text, prepared.index, prepared.digitNeedles, digits);
    if (local !== null) {
      for (const match of local) {
        const marker = match.needle.payload;
        const span = { start: match.start, end: match.end };
        emit(marker, marker.variant === 'plain' ? classify(text, span, marker) : marker.variant, span);
      }
      tokens = scanTokens(text, minBytes, digits);
    } else {
      // One pass: the skeleton for the needles, and the encoded tokens long enough to hold a canary.
      const skeleton = scratch.text;
      const scan = scanText(text, skeleton, minBytes, prepared.index, digits);
      tokens = scan.tokens;
      forEachNeedleAt(skeleton.codes, skeleton.length, prepared.index, scan.candidates, (needle, start, end) => {
        const marker = needle.payload;
        const span = { start: skeleton.starts[start] as number, end: skeletonEnd(text, skeleton.starts[end - 1] as number) };
        emit(marker, marker.variant === 'plain' ? classify(text, span, marker) : marker.variant, span);
      });
    }
  }
  if (prepared.shortMarkers.length > 0) {
    // Lower-casing keeps offsets only when it keeps the length (it does for all but a few letters).
    const lowered = shared.lower;
    const caseFold = lowered.length === text.length;
    const lower = caseFold ? lowered : text;
    for (const marker of prepared.shortMarkers) {
      const needle = caseFold ? marker.value.toLowerCase() : marker.value;
      for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + needle.length)) {
        const span = { start: at, end: at + needle.length };
        emit(marker, text.slice(span.start, span.end) === marker.value ? 'verbatim' : 'normalised', span);
      }
    }
  }
  if (tokens !== null) forEachEncodedSegment(text, tokens, minBytes, (segment) => searchSegment(segment, prepared, emit, text, scratch.segment));

  return hits.length <= 1 ? hits : hits.sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end || (a.field ?? '').localeCompare(b.field ?? ''));
}

const EMPTY: PreparedDetector = { detect: () => [] };

function prepareCanaries(vault: readonly VaultField[], scratch: Scratch): PreparedDetector {
  const needles = vault.flatMap((field) => needlesFor(field, scratch.marker));
  if (needles.length === 0) return EMPTY;
  const shortMarkers = needles
    // A canary shorter than 4 characters cannot be told from ordinary text; it is not searched.
    .filter((needle) => needle.payload.variant === 'plain' && needleLength(needle) < MIN_NEEDLE_LENGTH && needle.payload.value.length >= 4)
    .map((needle) => needle.payload);
  const index = indexNeedles(needles);
  const prepared: Prepared = { index, digitNeedles: digitNeedles(index), shortMarkers };
  return {
    detect(text: string, context: DetectContext): DetectorHit[] {
      return text.length === 0 ? [] : detectCanaries(text, prepared, scratch, sharedTextOf(text, context.shared));
    },
  };
}

/** Detector id of tier 1, as it appears in findings and reports. */
export const CANARY_DETECTOR_ID = 'canary';
/** Version of tier 1; bump when its findings change. */
export const CANARY_DETECTOR_VERSION = '1.0.0';

/**
 * Tier 1: finds the vault's canary markers verbatim and after de-obfuscation (case,
 * separators, zero-width characters, confusables, base64, hex, URL-encoding, ROT13, reversal).
 * Work per event is linear in the text length, whatever the number of canaries.
 *
 * The detector keeps what it prepared for its last vaults (found again by content: the same
 * vault comes back for every run of a scenario) and its work buffers: keep one per engine.
 *
 * @example
 * const prepared = createCanaryDetector().prepare(vault);
 * prepared.detect('id: canary-ssn-c0e3534a', { channel: 'C1' }); // [{ field: 'ssn', method: 'normalised', ... }]
 */
export function createCanaryDetector(): Detector {
  const preparedVaults = new VaultMemo<PreparedDetector>(16);
  const scratch = newScratch();
  return {
    id: CANARY_DETECTOR_ID,
    version: CANARY_DETECTOR_VERSION,
    tier: 1,
    prepare(vault: readonly VaultField[]): PreparedDetector {
      return preparedVaults.get(vault, () => prepareCanaries(vault, scratch));
    },
  };
}
