import { VaultFieldSchema } from '../src/contracts/index.js';
import { createSemanticEngine } from '../src/detect/semantic/index.js';
import type { BenchSection } from './section.js';

/**
 * The offline matcher on short relevant messages (no reference data needed): the rate the unit
 * test used to assert, measured here instead (target ≥ 2,000 events/s on one idle core).
 */
export const matcherSection: BenchSection = {
  id: 'matcher',
  title: 'tier 3 offline matcher on 1,000 short relevant messages (3 facts)',
  run() {
    const engine = createSemanticEngine();
    const matcher = engine.prepare(
      [
        { key: 'dx', value: 'diagnosed with type 2 diabetes (E11.9)', tier: 'semantic' },
        { key: 'rehab', value: 'enrolled in an alcohol dependency treatment program', tier: 'semantic' },
        { key: 'balance', value: '$85,000', kind: 'money' },
      ].map((input) => VaultFieldSchema.parse(input)),
    );
    const texts = Array.from({ length: 1000 }, (_unused, index) => `Case ${index}: the patient manages her blood sugar with diet; balance about $80k; follow-up next week.`);
    matcher.score(texts[0] ?? '');
    const rates: number[] = [];
    for (let batch = 0; batch < 3; batch += 1) {
      const started = performance.now();
      for (const text of texts) matcher.score(text, 0.3);
      rates.push(texts.length / ((performance.now() - started) / 1000));
    }
    console.log(`best of 3 batches: ${Math.max(...rates).toFixed(0)} events/s (${rates.map((rate) => rate.toFixed(0)).join(', ')}; target ≥ 2,000)`);
  },
};
