import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { VaultField } from '../contracts/index.js';
import { createCanaryDetector } from '../detect/canary/canary-detector.js';
import { createStructuredDetector } from '../detect/structured/structured-detector.js';
import { rawValuesIn } from './html/example-vault.test-helpers.js';
import { everyHit, maskSpans, traceMasks } from './display-masking.js';

const CANARY = 'Canary-Kestrel-5b7e03c9';
const VAULT: VaultField[] = [
  { key: 'api_key', value: CANARY, category: 'CORP', weight: 1, tier: 'canary' },
  { key: 'ssn', value: '512-44-3981', category: 'PII', weight: 1, tier: 'structured' },
];
const detectors = [createCanaryDetector().prepare(VAULT), createStructuredDetector().prepare(VAULT)];
const FORMS = [CANARY, Buffer.from(CANARY).toString('base64'), Buffer.from(CANARY).toString('hex'), [...CANARY].reverse().join(''), CANARY.toUpperCase()];

describe('display masking', () => {
  it('masks every hit of every detector, not one per field', () => {
    const content = `a ${FORMS.join(' ; ')} ; ssn 512-44-3981 / 512443981`;
    const hits = everyHit(content, 'C2', detectors);
    expect(new Set(hits.filter((hit) => hit.field === 'api_key').map((hit) => hit.method))).toEqual(new Set(['verbatim', 'base64', 'hex', 'reversed', 'normalised']));
    const masked = maskSpans(content, hits, VAULT).text;
    expect(masked).toBe('a **** ; **** ; **** ; **** ; **** ; ssn ***-**-3981 / *****3981');
    expect(rawValuesIn(masked, [CANARY])).toEqual([]);
  });

  it('masks a text found in one event wherever it occurs in the trace, also where nothing looked for it', () => {
    // A judge's span (from findings.jsonl) in event 0; the same words in event 1 have no finding.
    const events = [
      { channel: 'C2' as const, content: 'note: being treated for diabetes' },
      { channel: 'C1' as const, content: 'She is Being Treated For Diabetes, and the key was logged' },
    ];
    const masks = traceMasks(events, detectors, (index) => (index === 0 ? [{ start: 6, end: 32 }] : []));
    expect(maskSpans(events[1]?.content ?? '', masks.hits[1] ?? [], VAULT, masks.found).text).toBe('She is ****, and the key was logged');
  });

  it('never shows a form of a value the detectors find, whatever the mix of forms and text', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...FORMS, 'plain words', '512-44-3981', 'more text;'), { maxLength: 8 }), (parts) => {
        const content = parts.join(' ');
        const once = maskSpans(content, everyHit(content, 'C1', detectors), VAULT).text;
        expect(rawValuesIn(once, [CANARY, '512-44-3981', '512443981'])).toEqual([]);
      }),
    );
  });
});
