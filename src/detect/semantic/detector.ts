/**
 * The tier-3 detector plugin: the offline semantic matcher behind the {@link Detector}
 * interface. A hit is reported for every fact whose score reaches the threshold τ
 * (default: the calibrated {@link SEMANTIC_THRESHOLD}), with the score as confidence.
 */
import type { VaultField } from '../../contracts/index.js';
import type { DetectContext, Detector, DetectorHit, PreparedDetector } from '../types.js';
import { createSemanticEngine, type PreparedSemanticMatcher, type SemanticEngine } from './engine.js';
import { SEMANTIC_THRESHOLD } from './threshold.js';

/** Id of the offline semantic detector, as it appears in findings. */
export const SEMANTIC_DETECTOR_ID = 'semantic-offline';
/** Version of the matcher; bump when scores change, and re-run calibration. */
export const SEMANTIC_DETECTOR_VERSION = '2.3.0';

/** Options of {@link createSemanticDetector}. */
export interface SemanticDetectorOptions {
  /** Threshold τ in [0, 1]; default {@link SEMANTIC_THRESHOLD}.tau. */
  readonly threshold?: number;
  /** Engine to share between detectors (and with a judge's pre-filter); default a new one, loaded on first use. */
  readonly engine?: SemanticEngine;
}

/** The tier-3 detector, which can also hand out its matcher (for judge pre-filtering). */
export interface SemanticDetector extends Detector {
  readonly threshold: number;
  /** The matcher for a vault, scoring every fact (no threshold). */
  prepareMatcher(vault: readonly VaultField[]): PreparedSemanticMatcher;
}

/**
 * Creates the offline tier-3 detector. It owns its semantic engine (the wink model, the WordNet
 * reader and the compiled lexicon, loaded on first use, about half a second): create one per run
 * and share it, or pass one `engine` to several detectors.
 *
 * @example
 * const detector = createSemanticDetector({ threshold: 0.5 });
 * const prepared = detector.prepare(vault);
 * prepared.detect('He has been going to AA meetings since March.', { channel: 'C2' });
 * // [{ kind: 'vault', field: 'treatment', tier: 3, method: 'inference', confidence: 0.6, ... }]
 */
export function createSemanticDetector(options: SemanticDetectorOptions = {}): SemanticDetector {
  const threshold = options.threshold ?? SEMANTIC_THRESHOLD.tau;
  if (!(threshold >= 0 && threshold <= 1)) throw new RangeError(`semantic threshold must be in [0, 1], got ${threshold}`);
  let engine = options.engine;
  const engineOf = (): SemanticEngine => {
    engine ??= createSemanticEngine();
    return engine;
  };
  return {
    id: SEMANTIC_DETECTOR_ID,
    version: SEMANTIC_DETECTOR_VERSION,
    tier: 3,
    threshold,
    prepareMatcher: (vault) => engineOf().prepare(vault),
    prepare(vault: readonly VaultField[]): PreparedDetector {
      const matcher = engineOf().prepare(vault);
      return {
        detect(text: string, _context: DetectContext): DetectorHit[] {
          if (matcher.fields.length === 0) return [];
          return matcher.score(text, threshold).map((found) => ({
            kind: 'vault',
            field: found.field,
            tier: 3,
            detector: SEMANTIC_DETECTOR_ID,
            method: found.method,
            span: found.span,
            confidence: Math.round(found.score * 1000) / 1000,
            ...(found.proposition === undefined ? {} : { proposition: found.proposition }),
          }));
        },
      };
    },
  };
}
