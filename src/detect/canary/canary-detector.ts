import type { Span, VaultField } from '../../contracts/index.js';
import type { DetectContext, Detector, DetectorHit, PreparedDetector } from '../types.js';
import { DECODER_PATTERNS, forEachBase64Segment, forEachHexSegment, urlSegment, type DecodedSegment } from './decoders.js';
import { canaryMarkers, MARKER_PATTERNS } from './markers.js';
import { indexNeedles, MIN_NEEDLE_LENGTH, searchNeedles, type Needle, type NeedleIndex } from './needle-search.js';
import { buildByteSkeleton, buildSkeleton, foldLookalikeDigits, isFoldedNonAscii, rot13, skeletonText, ZERO_WIDTH_CODE_POINTS } from './skeleton.js';

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

const ASCII_SKELETON_DROP = /[^a-z0-9]/g;

/** Every pattern the canary detector uses, for the ReDoS check. */
export const CANARY_PATTERNS: readonly RegExp[] = [...MARKER_PATTERNS, ...DECODER_PATTERNS, ASCII_SKELETON_DROP];

function needlesFor(field: VaultField): Needle<Marker>[] {
  const needles: Needle<Marker>[] = [];
  for (const value of canaryMarkers(field)) {
    const plainSkeleton = skeletonText(value, { lookalikeDigits: false });
    const forms: Record<Variant, string> = {
      plain: plainSkeleton,
      rot13: rot13(plainSkeleton),
      reversed: [...plainSkeleton].reverse().join(''),
    };
    for (const variant of ['plain', 'rot13', 'reversed'] as const) {
      needles.push({ text: foldLookalikeDigits(forms[variant]), payload: { field: field.key, value, plainSkeleton, variant } });
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
    if (ZERO_WIDTH_CODE_POINTS.has(codePoint)) zeroWidth = true;
    else if (isFoldedNonAscii(codePoint)) return 'confusable';
  }
  if (found.toLowerCase().replace(ASCII_SKELETON_DROP, '') !== marker.plainSkeleton) return 'confusable';
  return zeroWidth ? 'zero-width' : 'normalised';
}

interface Prepared {
  readonly index: NeedleIndex<Marker>;
  /** Canaries too short for skeleton search, matched verbatim (case-insensitive). */
  readonly shortMarkers: readonly Marker[];
}

function hit(marker: Marker, method: CanaryMethod, span: Span): DetectorHit {
  return { kind: 'vault', field: marker.field, tier: 1, detector: CANARY_DETECTOR_ID, method, span, confidence: CANARY_CONFIDENCE[method] };
}

function searchSegment(segment: DecodedSegment, prepared: Prepared, emit: (marker: Marker, method: CanaryMethod, span: Span) => void, source: string): void {
  const skeleton = segment.method === 'url' ? buildSkeleton(segment.text) : buildByteSkeleton(segment.bytes);
  for (const match of searchNeedles(skeleton.text, prepared.index)) {
    if (match.needle.payload.variant !== 'plain') continue;
    const span = segment.mapSpan(skeleton.starts[match.start] ?? 0, skeleton.ends[match.end - 1] ?? 0);
    // A url-decoded match that spans no escape is the plain text's own match, already reported.
    if (segment.method === 'url' && !source.slice(span.start, span.end).includes('%')) continue;
    emit(match.needle.payload, segment.method, span);
  }
}

function detectCanaries(text: string, prepared: Prepared): DetectorHit[] {
  const hits: DetectorHit[] = [];
  const seen = new Set<string>();
  const emit = (marker: Marker, method: CanaryMethod, span: Span): void => {
    const key = `${marker.field}\u0000${span.start}\u0000${span.end}`;
    if (seen.has(key)) return;
    seen.add(key);
    hits.push(hit(marker, method, span));
  };

  const skeleton = buildSkeleton(text);
  for (const match of searchNeedles(skeleton.text, prepared.index)) {
    const marker = match.needle.payload;
    const span = { start: skeleton.starts[match.start] ?? 0, end: skeleton.ends[match.end - 1] ?? 0 };
    emit(marker, marker.variant === 'plain' ? classify(text, span, marker) : marker.variant, span);
  }
  // Lower-casing keeps offsets only when it keeps the length (it does for all but a few letters).
  const lowered = text.toLowerCase();
  const caseFold = lowered.length === text.length;
  const lower = caseFold ? lowered : text;
  for (const marker of prepared.shortMarkers) {
    const needle = caseFold ? marker.value.toLowerCase() : marker.value;
    for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + needle.length)) {
      const span = { start: at, end: at + needle.length };
      emit(marker, text.slice(span.start, span.end) === marker.value ? 'verbatim' : 'normalised', span);
    }
  }
  const url = urlSegment(text);
  if (url !== null) searchSegment(url, prepared, emit, text);
  forEachBase64Segment(text, (segment) => searchSegment(segment, prepared, emit, text));
  forEachHexSegment(text, (segment) => searchSegment(segment, prepared, emit, text));

  return hits.sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end || (a.field ?? '').localeCompare(b.field ?? ''));
}

/** Detector id of tier 1, as it appears in findings and reports. */
export const CANARY_DETECTOR_ID = 'canary';

/**
 * Tier 1: finds the vault's canary markers verbatim and after de-obfuscation (case,
 * separators, zero-width characters, confusables, base64, hex, URL-encoding, ROT13, reversal).
 * Work per event is linear in the text length, whatever the number of canaries.
 *
 * @example
 * const prepared = canaryDetector.prepare(vault);
 * prepared.detect('id: canary-ssn-c0e3534a', { channel: 'C1' }); // [{ field: 'ssn', method: 'normalised', ... }]
 */
export const canaryDetector: Detector = {
  id: CANARY_DETECTOR_ID,
  version: '1.0.0',
  tier: 1,
  prepare(vault: readonly VaultField[]): PreparedDetector {
    const needles = vault.flatMap(needlesFor);
    const shortMarkers = needles
      // A canary shorter than 4 characters cannot be told from ordinary text; it is not searched.
      .filter((needle) => needle.payload.variant === 'plain' && needle.text.length < MIN_NEEDLE_LENGTH && needle.payload.value.length >= 4)
      .map((needle) => needle.payload);
    const prepared: Prepared = { index: indexNeedles(needles), shortMarkers };
    if (needles.length === 0) return { detect: () => [] };
    return {
      detect(text: string, _context: DetectContext): DetectorHit[] {
        return text.length === 0 ? [] : detectCanaries(text, prepared);
      },
    };
  },
};
