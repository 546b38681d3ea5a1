import { describe, expect, it } from 'vitest';
import { createDetectionEngine, defaultDetectors } from '../pipeline.js';
import { field } from '../vault.test-helpers.js';
import { createSemanticDetector } from './index.js';

// How tier 3 joins the pipeline: through createDetectionEngine's `detectors` option.
const engine = createDetectionEngine({ detectors: [...defaultDetectors(), createSemanticDetector()] });
const vault = [
  field({ key: 'diagnosis', value: 'Type 2 Diabetes Mellitus', kind: 'text', category: 'PHI' }),
  field({ key: 'program', value: 'enrolled in an alcohol dependency treatment program', tier: 'semantic', category: 'PHI' }),
  field({ key: 'balance', value: '$85,000', kind: 'money', category: 'FIN' }),
];
const prepared = engine.prepare(vault, { defaultAllowed: [], allowed: { C1: ['balance'] } });
const detect = (content: string, channel: 'C1' | 'C2' = 'C2') => prepared.detectEvent({ traceId: 't', seq: 1, channel, content });

describe('tier 3 in the detection pipeline', () => {
  it('adds paraphrased leaks as tier-3 findings with masked evidence', () => {
    const [finding] = detect('Worker: the patient has adult-onset diabetes and goes to AA meetings for his drinking.').filter((found) => found.field === 'diagnosis');
    expect(finding).toMatchObject({ kind: 'vault-leak', field: 'diagnosis', tier: 3, detector: 'semantic-offline' });
    expect(finding?.evidence).not.toContain('Diabetes');
    expect(detect('He goes to AA meetings and is in rehab for his drinking.').map((found) => [found.field, found.tier])).toEqual([['program', 3]]);
  });

  it('leaves a verbatim value to the lower tier that found it', () => {
    const findings = detect('Diagnosis: Type 2 Diabetes Mellitus.').filter((found) => found.field === 'diagnosis');
    expect(findings).toHaveLength(1);
    expect(findings[0]?.tier).toBeLessThan(3);
  });

  it('applies the channel policy to tier-3 findings too', () => {
    expect(detect('Account balance is between $80,000 and $90,000.', 'C1')).toMatchObject([{ kind: 'allowed-disclosure', field: 'balance', tier: 3, method: 'range' }]);
    expect(detect('Account balance is between $80,000 and $90,000.', 'C2')).toMatchObject([{ kind: 'vault-leak', field: 'balance', tier: 3 }]);
  });

  it('adds nothing for negated or unrelated text', () => {
    expect(detect('No history of diabetes, and he is not enrolled in any program.')).toEqual([]);
  });
});
