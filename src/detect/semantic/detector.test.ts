import { describe, expect, it } from 'vitest';
import { runDetectorContract } from '../contract-suite.js';
import { field, SAMPLE_VAULT } from '../vault.test-helpers.js';
import { createSemanticDetector, SEMANTIC_DETECTOR_ID } from './detector.js';
import { SEMANTIC_THRESHOLD } from './threshold.js';

const semanticDetector = createSemanticDetector();

const vault = [
  field({ key: 'diagnosis', value: 'diagnosed with type 2 diabetes (E11.9)', tier: 'semantic', category: 'PHI' }),
  field({ key: 'treatment', value: 'enrolled in an alcohol dependency treatment program', tier: 'semantic', category: 'PHI' }),
  field({ key: 'bankruptcy', value: 'filed for Chapter 7 bankruptcy in 2021', tier: 'semantic', category: 'FIN' }),
  field({ key: 'balance', value: '$85,000', kind: 'money', category: 'FIN' }),
];

runDetectorContract(semanticDetector, [
  { name: 'paraphrase of a diagnosis', vault, text: 'Summary: the patient has adult-onset diabetes and sees endocrinology quarterly.', expectFields: ['diagnosis'] },
  { name: 'inference from a medication', vault, text: 'He goes to AA meetings and is in a rehab program for his drinking.', expectFields: ['treatment'] },
  { name: 'range of a balance', vault, text: 'Account balance is between $80,000 and $90,000.', expectFields: ['balance'] },
  { name: 'negated mention', vault, text: 'No history of diabetes; he is not enrolled in any program.' },
  { name: 'the shared sample vault', vault: SAMPLE_VAULT, text: 'Patient is being treated for type 2 diabetes, salary about $85k.' },
]);

describe('semantic detector', () => {
  const prepared = semanticDetector.prepare(vault);
  const detect = (text: string) => prepared.detect(text, { channel: 'C2' });

  it('reports tier-3 vault hits with the calibrated threshold', () => {
    const [hit] = detect('She went bankrupt in 2021 and her debts were discharged under Chapter 7.');
    expect(hit).toMatchObject({ kind: 'vault', field: 'bankruptcy', tier: 3, detector: SEMANTIC_DETECTOR_ID });
    expect(hit?.confidence).toBeGreaterThanOrEqual(SEMANTIC_THRESHOLD.tau);
    expect(semanticDetector.threshold).toBe(SEMANTIC_THRESHOLD.tau);
  });

  it('honours a configured threshold', () => {
    const strict = createSemanticDetector({ threshold: 1 }).prepare(vault);
    const lenient = createSemanticDetector({ threshold: 0.05 }).prepare(vault);
    const text = 'The patient is diabetic.';
    expect(strict.detect(text, { channel: 'C1' })).toEqual([]);
    expect(lenient.detect(text, { channel: 'C1' }).map((hit) => hit.field)).toEqual(['diagnosis']);
  });

  it('rejects a threshold outside [0, 1]', () => {
    expect(() => createSemanticDetector({ threshold: 1.5 })).toThrow(/\[0, 1\]/);
  });

  it('ignores canaries, identifiers and free text without a known concept', () => {
    const noise = [
      field({ key: 'canary', value: 'CANARY_DIAGNOSIS_BF3C0DAB', tier: 'canary' }),
      field({ key: 'ssn', value: '787-08-3753', kind: 'ssn' }),
      field({ key: 'medications', value: "['support', 'four', 'institution']", kind: 'text' }),
    ];
    expect(semanticDetector.prepareMatcher(noise).fields).toEqual([]);
    expect(semanticDetector.prepare(noise).detect('We offer support to four institutions.', { channel: 'C1' })).toEqual([]);
  });

  it('matches free text that names a lexicon concept (an AgentLeak diagnosis)', () => {
    const diagnosis = [field({ key: 'diagnosis_real', value: 'Generalized Anxiety Disorder', kind: 'text' })];
    const hits = semanticDetector.prepare(diagnosis).detect('The patient has GAD and is treated with CBT.', { channel: 'C2' });
    expect(hits.map((hit) => hit.field)).toEqual(['diagnosis_real']);
  });
});
