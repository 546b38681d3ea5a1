/**
 * The shared contract every detector passes (hono-style: one suite, many implementations).
 * A detector's test file calls `runDetectorContract(detector, cases)`; the suite registers
 * vitest tests for span/confidence/tier validity, determinism, empty input, no throw on any
 * string, no raw vault value in a hit, and linear time on 1 MB adversarial lines (the time at 1 MB
 * against the time at 256 kB in the same test, so a loaded machine cannot fail it; absolute
 * figures belong to `npm run bench`), and the obfuscation corpus (`detect/obfuscation.ts`): each
 * case's expected fields and recognisers must still be found, through the detection engine that
 * folds, when the text is written with zero-width characters, look-alike letters, other digits…
 * Excluded from the build (tsconfig.build.json): it imports vitest and fast-check.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { VaultField } from '../contracts/index.js';
import { OBFUSCATIONS, obfuscate } from './obfuscation.js';
import { createDetectionEngine } from './pipeline.js';
import type { Detector, DetectorHit } from './types.js';

/** One text the contract checks a detector on, with the vault it is prepared with. */
export interface DetectorContractCase {
  /** Shown in test names. */
  readonly name: string;
  readonly vault: readonly VaultField[];
  readonly text: string;
  /** Fields the detector must report on this text, so the suite cannot pass a detector that finds nothing. */
  readonly expectFields?: readonly string[];
  /** Recognisers that must produce an `unvaulted` hit on this text. */
  readonly expectRecognisers?: readonly string[];
  /**
   * `false` leaves the case out of the obfuscation corpus: its text is an encoding (base64, hex),
   * and look-alike characters inside an encoding are not the same disclosure. Default true.
   */
  readonly obfuscated?: boolean;
}

/** Tuning of {@link runDetectorContract}. */
export interface DetectorContractOptions {
  /** fast-check runs per property. Default 200. */
  readonly fuzzRuns?: number;
}

/** An adversarial line: `unit` repeated `count` times (about 1 MB), then `suffix`. */
export interface AdversarialLine {
  readonly name: string;
  readonly unit: string;
  readonly count: number;
  readonly suffix?: string;
}

/** 1 MB lines built to trip backtracking, quadratic scans and decoder blow-ups. */
export const ADVERSARIAL_LINES: readonly AdversarialLine[] = [
  { name: "'a' x 1e6", unit: 'a', count: 1e6 },
  { name: "'A' x 1e6 (base64-like)", unit: 'A', count: 1e6 },
  { name: "'1' x 1e6", unit: '1', count: 1e6 },
  { name: "'1-' x 5e5", unit: '1-', count: 5e5 },
  { name: "'1 ' x 5e5", unit: '1 ', count: 5e5 },
  { name: "'1,' x 5e5", unit: '1,', count: 5e5 },
  { name: "'%4' x 5e5", unit: '%4', count: 5e5 },
  { name: "'%41' x 333334", unit: '%41', count: 333_334 },
  { name: "'a@' x 5e5", unit: 'a@', count: 5e5 },
  { name: "'a.' x 5e5 + '@'", unit: 'a.', count: 5e5, suffix: '@' },
  { name: "'(2' x 5e5", unit: '(2', count: 5e5 },
  { name: "'+1 ' x 333334", unit: '+1 ', count: 333_334 },
  { name: "'aa ' x 333334 (separated hex)", unit: 'aa ', count: 333_334 },
  { name: "'\\x4' x 333334", unit: '\\x4', count: 333_334 },
  { name: "'CANARY_' x 142858", unit: 'CANARY_', count: 142_858 },
  { name: "'canary' x 166667", unit: 'canary', count: 166_667 },
  { name: 'zero-width x 1e6', unit: '\u200b', count: 1e6 },
  { name: "Cyrillic 'А' x 1e6", unit: '\u0410', count: 1e6 },
  { name: "'E11.' x 250000", unit: 'E11.', count: 250_000 },
  { name: "'jan 1 ' x 166667", unit: 'jan 1 ', count: 166_667 },
  { name: "'$1' x 5e5", unit: '$1', count: 5e5 },
  { name: "'DE89 ' x 2e5", unit: 'DE89 ', count: 2e5 },
  { name: "'ab ' x 333334 (words)", unit: 'ab ', count: 333_334 },
];

/** The text of an adversarial line, at `fraction` of its full length. */
export function adversarialText(line: AdversarialLine, fraction = 1): string {
  return `${line.unit.repeat(Math.round(line.count * fraction))}${line.suffix ?? ''}`;
}

const STRING_FIELDS = ['field', 'detector', 'method', 'recogniser'] as const;

/**
 * Problems with a detector's hits on one text (empty when the hits keep the contract).
 * Usable outside vitest, e.g. by a pipeline that wants to check third-party detectors.
 */
export function hitProblems(detector: Detector, vault: readonly VaultField[], text: string, hits: readonly DetectorHit[]): string[] {
  const problems: string[] = [];
  const keys = new Set(vault.map((field) => field.key));
  const secrets = vault.map((field) => field.value).filter((value) => value.length >= 4);
  hits.forEach((hit, index) => {
    const where = `hit ${index} (${hit.method})`;
    const { start, end } = hit.span;
    if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end > text.length || start >= end) {
      problems.push(`${where}: span [${start}, ${end}) is not inside a text of length ${text.length} with start < end`);
    }
    if (!(hit.confidence >= 0 && hit.confidence <= 1)) problems.push(`${where}: confidence ${hit.confidence} is outside [0, 1]`);
    if (hit.tier !== detector.tier) problems.push(`${where}: tier ${hit.tier}, expected ${detector.tier}`);
    if (hit.detector !== detector.id) problems.push(`${where}: detector "${hit.detector}", expected "${detector.id}"`);
    if (hit.kind === 'vault' && (hit.field === null || !keys.has(hit.field))) problems.push(`${where}: vault hit on unknown field "${String(hit.field)}"`);
    if (hit.kind === 'unvaulted' && (hit.field !== null || hit.recogniser === undefined)) problems.push(`${where}: unvaulted hit needs field null and a recogniser`);
    for (const name of STRING_FIELDS) {
      const value = hit[name];
      if (typeof value === 'string' && secrets.some((secret) => value.includes(secret))) problems.push(`${where}: ${name} holds a raw vault value`);
    }
  });
  return problems;
}

function timed(run: () => void): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

/**
 * Linear-time check that a loaded machine cannot fail: the time on a quarter of the line and on
 * the whole line, measured one after the other (so load slows both alike), best of up to three
 * rounds; a linear scan needs about 4×, a quadratic one 16×. Returns undefined when the bound
 * `t(whole) < 8 × t(quarter) + 25 ms` holds, else what was measured.
 */
function superlinear(detect: (text: string) => unknown, quarter: string, whole: string): string | undefined {
  let small = Number.POSITIVE_INFINITY;
  let large = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 3; round += 1) {
    small = Math.min(
      small,
      timed(() => detect(quarter)),
    );
    large = Math.min(
      large,
      timed(() => detect(whole)),
    );
    if (large < 8 * small + 25) return undefined;
  }
  return `${large.toFixed(0)} ms on the whole line vs ${small.toFixed(0)} ms on a quarter of it (best of 3)`;
}

/** Text made of arbitrary UTF-16 code units, lone surrogates included. */
const codeUnitString = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength: 200 });
const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), codeUnitString, fc.string({ unit: 'binary-ascii', maxLength: 200 }));

/**
 * Registers the contract tests for one detector.
 *
 * @example runDetectorContract(canaryDetector, [{ name: 'verbatim', vault, text: 'x CANARY_SSN_C0E3534A', expectFields: ['ssn'] }]);
 */
export function runDetectorContract(detector: Detector, cases: readonly DetectorContractCase[], options: DetectorContractOptions = {}): void {
  const numRuns = options.fuzzRuns ?? 200;
  const unionVault = [...new Map(cases.flatMap((testCase) => testCase.vault).map((field) => [field.key, field])).values()];
  const context = { channel: 'C1' } as const;

  describe(`detector contract: ${detector.id}`, () => {
    it('has an id, a version and a tier', () => {
      expect(detector.id).toMatch(/^[a-z0-9-]+$/);
      expect(detector.version).toMatch(/^\d+\.\d+\.\d+$/);
      expect([1, 2, 3]).toContain(detector.tier);
      expect(cases.length).toBeGreaterThan(0);
    });

    for (const testCase of cases) {
      it(`keeps the hit contract on "${testCase.name}"`, () => {
        const prepared = detector.prepare(testCase.vault);
        const hits = prepared.detect(testCase.text, context);
        expect(hitProblems(detector, testCase.vault, testCase.text, hits)).toEqual([]);
        for (const field of testCase.expectFields ?? []) expect(hits.map((hit) => hit.field)).toContain(field);
        for (const recogniser of testCase.expectRecognisers ?? []) {
          expect(hits.filter((hit) => hit.kind === 'unvaulted').map((hit) => hit.recogniser)).toContain(recogniser);
        }
        // Deterministic: same prepared detector twice, and a freshly prepared one.
        expect(prepared.detect(testCase.text, context)).toEqual(hits);
        expect(detector.prepare(testCase.vault).detect(testCase.text, context)).toEqual(hits);
      });
    }

    for (const how of OBFUSCATIONS) {
      it(`finds each case's expected fields and recognisers in the obfuscation corpus: ${how}`, () => {
        const engine = createDetectionEngine({ detectors: [detector] });
        const missed: string[] = [];
        for (const testCase of cases) {
          if (testCase.obfuscated === false || (testCase.expectFields ?? []).length + (testCase.expectRecognisers ?? []).length === 0) continue;
          const text = obfuscate(testCase.text, how);
          const findings = engine.prepare(testCase.vault, { defaultAllowed: [], allowed: {} }).detectEvent({ traceId: 'contract', seq: 0, channel: 'C1', content: text });
          for (const finding of findings) {
            if (finding.span.start < 0 || finding.span.end > text.length || finding.span.start >= finding.span.end)
              missed.push(`${testCase.name}: span [${finding.span.start}, ${finding.span.end}) outside the text`);
          }
          const fields = new Set(findings.map((finding) => finding.field));
          const recognisers = new Set(findings.map((finding) => finding.entityType));
          for (const field of testCase.expectFields ?? []) if (!fields.has(field)) missed.push(`${testCase.name}: field ${field} not found`);
          for (const recogniser of testCase.expectRecognisers ?? []) if (!recognisers.has(recogniser)) missed.push(`${testCase.name}: recogniser ${recogniser} not found`);
        }
        expect(missed).toEqual([]);
      });
    }

    it('finds nothing in an empty text', () => {
      for (const testCase of cases) expect(detector.prepare(testCase.vault).detect('', context)).toEqual([]);
      expect(detector.prepare([]).detect('', context)).toEqual([]);
    });

    it('never throws and keeps the contract on arbitrary strings', () => {
      const prepared = detector.prepare(unionVault);
      fc.assert(
        fc.property(anyText, (text) => {
          expect(hitProblems(detector, unionVault, text, prepared.detect(text, context))).toEqual([]);
        }),
        { numRuns },
      );
    });

    it('keeps the contract on case texts spliced into arbitrary strings', () => {
      const prepared = detector.prepare(unionVault);
      const caseText = fc.constantFrom(...cases.map((testCase) => testCase.text));
      fc.assert(
        fc.property(anyText, caseText, anyText, (before, middle, after) => {
          const text = `${before}${middle}${after}`;
          expect(hitProblems(detector, unionVault, text, prepared.detect(text, context))).toEqual([]);
        }),
        { numRuns },
      );
    });

    it('processes each 1 MB adversarial line in linear time (1 MB within 8x the time of 256 kB, plus 25 ms)', () => {
      const prepared = detector.prepare(unionVault);
      const slow: string[] = [];
      for (const line of ADVERSARIAL_LINES) {
        const text = adversarialText(line);
        expect(hitProblems(detector, unionVault, text, prepared.detect(text, context))).toEqual([]);
        const problem = superlinear((input) => prepared.detect(input, context), adversarialText(line, 0.25), text);
        if (problem !== undefined) slow.push(`${line.name}: ${problem}`);
      }
      expect(slow).toEqual([]);
    });
  });
}
