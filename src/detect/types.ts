import type { ChannelId, DetectionTier, Span, ValueKind, VaultField } from '../contracts/index.js';
import type { SharedText } from './regex-scan.js';

/** What a detector knows about the text it scans. */
export interface DetectContext {
  readonly channel: ChannelId;
  /**
   * What the event's detectors share about its text (profile, lower case), made by the engine once
   * per event; a detector checks that it is for the text it scans (see `sharedTextOf`).
   */
  readonly shared?: SharedText;
}

/** One raw hit of a detector, before policy (allowed/disallowed) and tier attribution. */
export interface DetectorHit {
  /** `vault`: matches a vault field; `unvaulted`: a regulated identifier that matches no vault value. */
  readonly kind: 'vault' | 'unvaulted';
  /** Vault field key for `vault` hits; null for `unvaulted`. */
  readonly field: string | null;
  readonly tier: DetectionTier;
  readonly detector: string;
  /** How it was disclosed: `verbatim`, `base64`, `hex`, `rot13`, `digits`, `last4`, `date`, ... */
  readonly method: string;
  readonly span: Span;
  readonly confidence: number;
  /** For `unvaulted` hits: what was recognised (`ssn`, `card`, `iban`, ...). */
  readonly recogniser?: string;
  /** For `vault` hits: the kind of the field's value as matched (`name`, `money`, `text`, ...). */
  readonly valueKind?: ValueKind;
  /** For list or record values: how many of the value's elements the text discloses, of how many. */
  readonly elements?: { readonly matched: number; readonly total: number };
  /** For tier-3 hits: which atomic proposition of the fact was disclosed (its index and text, masked by the caller). */
  readonly proposition?: { readonly index: number; readonly of: number };
}

/** A detector bound to one vault: patterns and normalised values are compiled once, here. */
export interface PreparedDetector {
  detect(text: string, context: DetectContext): DetectorHit[];
}

/**
 * A leak detector plugin. `prepare` is called once per vault; `detect` once per event.
 * Every detector passes the shared contract suite in `detect/contract-suite.ts`.
 */
export interface Detector {
  readonly id: string;
  readonly version: string;
  readonly tier: DetectionTier;
  prepare(vault: readonly VaultField[]): PreparedDetector;
}
