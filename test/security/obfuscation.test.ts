/**
 * Issue 19, defect 5: invisible and look-alike characters evaded tiers 2–3 and the guard —
 * `guard serve` PASSed `SSN 523\u200b-71-\u200b4862`. One folding step (`detect/fold.ts`) now runs
 * in the detection engine for every tier above 1 (tier 1 folds in its skeleton, built on the same
 * character classes), so the guard, the audit and the display masks see what a reader sees; spans
 * map back to the text as written. The corpus is the project's own (`detect/obfuscation.ts`).
 */
import { describe, expect, it } from 'vitest';
import { createDetectionEngine, defaultDetectors, foldText, OBFUSCATIONS, obfuscate } from '../../src/detect/index.js';
import { createSemanticDetector } from '../../src/detect/semantic/index.js';
import { createGuard } from '../../src/guard/index.js';
import { PATIENT_POLICY, PATIENT_VAULT } from '../../src/guard/guard.test-helpers.js';
import { createSidecarApp } from '../../src/integrations/sidecar/index.js';

const UNVAULTED_SSN = '523-71-4862';
const send = (content: string) => ({ channel: 'C3' as const, sender: 'assistant', recipient: 'someone@elsewhere.example', action: 'write' as const, content });
const NO_POLICY = { defaultAllowed: [], allowed: {} };

describe('the guard over obfuscated identifiers', () => {
  it('the sidecar BLOCKs the SSN of the issue, written with zero-width spaces', async () => {
    const app = createSidecarApp({ guard: createGuard({ vault: PATIENT_VAULT, policy: PATIENT_POLICY }) });
    const response = await app.request('/v1/inspect', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(send('SSN 523\u200b-71-\u200b4862')) });
    const answer = (await response.json()) as { decision: string; content: string; findings: { span: { start: number; end: number } }[] };
    expect(answer.decision).toBe('BLOCK');
    expect(answer.content).not.toContain('4862');
    // The span is the text as written: the zero-width spaces inside are part of it.
    expect(answer.findings.map((finding) => finding.span)).toContainEqual({ start: 4, end: 17 });
  });

  for (const how of OBFUSCATIONS) {
    it(`${how}: an unvaulted SSN on an external write is blocked; a vault SSN too, and nothing of either goes out`, () => {
      const guard = createGuard({ vault: PATIENT_VAULT, policy: PATIENT_POLICY });
      const unvaulted = guard.inspectSync(send(`Their SSN is ${obfuscate(UNVAULTED_SSN, how)}, please file it.`));
      expect(unvaulted.decision).toBe('BLOCK');
      const vaultSsn = guard.inspectSync(send(`Patient SSN ${obfuscate('787-08-3753', how)} for the claim.`));
      expect(vaultSsn.decision).toBe('BLOCK');
      expect(vaultSsn.findings.map((finding) => finding.field)).toContain('ssn');
      for (const result of [unvaulted, vaultSsn]) expect(foldText(result.content)?.text ?? result.content).not.toMatch(/4862|3753/);
    });
  }

  it('ABSTRACT rewrites the obfuscated span as written, not a neighbour of it', () => {
    const guard = createGuard({ vault: PATIENT_VAULT, policy: PATIENT_POLICY });
    const result = guard.inspectSync({ channel: 'C1', sender: 'assistant', recipient: 'user', content: `Salary on file: \uff04\uff18\uff15,\uff10\uff10\uff10 per year.` });
    expect(result.decision).not.toBe('PASS');
    expect(foldText(result.content)?.text ?? result.content).not.toContain('85,000');
    expect(result.content).toMatch(/^Salary on file: /);
    expect(result.content).toMatch(/ per year\.$/);
  });
});

describe('the engine over obfuscated names and facts (tiers 2 and 3)', () => {
  const engine = createDetectionEngine({ detectors: [...defaultDetectors(), createSemanticDetector()] });
  const prepared = engine.prepare(PATIENT_VAULT, NO_POLICY);
  const fieldsIn = (content: string) => prepared.detectEvent({ traceId: 't', seq: 0, channel: 'C2', content }).map((finding) => finding.field);

  it('finds a name written with a Cyrillic letter, a zero-width joiner or combining marks', () => {
    for (const written of ['C\u043elleen Nguyen', 'Coll\u200deen Ngu\u200dyen', obfuscate('Colleen Nguyen', 'combining-marks'), obfuscate('Colleen Nguyen', 'mixed')]) {
      expect(fieldsIn(`The patient is ${written}.`), written).toContain('name');
    }
  });

  it('the plain engine without folding misses them: the corpus is not trivially found', () => {
    const bare = defaultDetectors().map((detector) => detector.prepare(PATIENT_VAULT));
    const missed = OBFUSCATIONS.filter((how) => {
      const text = `Their SSN is ${obfuscate(UNVAULTED_SSN, how)}.`;
      return bare.every((detector) => detector.detect(text, { channel: 'C3' }).every((hit) => hit.recogniser !== 'ssn'));
    });
    expect(missed.length).toBeGreaterThanOrEqual(OBFUSCATIONS.length - 1);
  });

  it('ordinary text with curly quotes, dashes and accents is unchanged or folds only its letters', () => {
    expect(foldText('It’s done — see “the plan”.')).toBeUndefined();
    expect(foldText('plain ascii 523-71-4862')).toBeUndefined();
    expect(foldText('José')?.text).toBe('Jose');
  });
});
