/**
 * ReDoS check: every pattern the detectors use is judged by recheck (automaton analysis with
 * fuzzing fallback). If the recheck backend cannot run on a machine, the test falls back to
 * checking that each pattern scans adversarial strings in linear time (100 kB within 8x the time
 * of 25 kB, best of 3, so a loaded machine cannot fail it), and says so in its output.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkSync } from 'recheck';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { allPatterns } from './pipeline.js';

/** The folders whose detectors are in the default list (tier 3 registers its own when it joins). */
const DETECTOR_FOLDERS = ['canary', 'structured'];

/** Non-test source files of detect/ itself and of the default detectors' folders. */
function sourceFiles(directory: string, recurse: boolean): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return recurse || DETECTOR_FOLDERS.includes(entry.name) ? sourceFiles(path, true) : [];
    const skipped = entry.name.endsWith('.test.ts') || entry.name.endsWith('.test-helpers.ts') || entry.name === 'contract-suite.ts';
    return entry.name.endsWith('.ts') && !skipped ? [path] : [];
  });
}

/** Every regular-expression literal in a file, as written (`/\d+/g`). */
function regexLiterals(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) found.push(node.getText(source));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function recheckAvailable(): boolean {
  try {
    return checkSync('a+', '').status === 'safe';
  } catch {
    return false;
  }
}

const ATTACK_UNITS = ['a', 'A', '1', '1-', '1 ', '1,', '%4', 'a@', 'a.', '(2', '+1 ', 'aa ', '\\x4', 'CANARY_', 'E11.', 'jan 1 ', '$1', 'DE89 ', '_', ' ', '\t'];

describe('ReDoS', () => {
  const patterns = allPatterns();
  const available = recheckAvailable();

  it('covers every regular-expression literal in detect/ (no pattern escapes the check)', () => {
    const listed = new Set(patterns.map(String));
    const missing = sourceFiles(import.meta.dirname, false).flatMap((path) =>
      regexLiterals(path)
        .filter((literal) => !listed.has(literal))
        .map((literal) => `${path}: ${literal}`),
    );
    expect(missing).toEqual([]);
  });

  if (available) {
    it.each(patterns.map((pattern) => [String(pattern), pattern] as const))('recheck judges %s safe', (_name, pattern) => {
      const diagnostics = checkSync(pattern.source, pattern.flags, { timeout: 20_000 });
      expect(diagnostics.status, JSON.stringify(diagnostics)).toBe('safe');
    });
  } else {
    it.each(patterns.map((pattern) => [String(pattern), pattern] as const))('(recheck unavailable) %s scans adversarial input in linear time', (_name, pattern) => {
      console.warn('recheck backend unavailable: falling back to a linear-time check');
      const scan = (text: string): number => {
        const started = performance.now();
        const local = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
        while (local.exec(text) !== null) if (local.lastIndex === 0) break;
        return performance.now() - started;
      };
      for (const unit of ATTACK_UNITS) {
        const text = (length: number) => `${unit.repeat(Math.ceil(length / unit.length))}!`;
        let small = Number.POSITIVE_INFINITY;
        let large = Number.POSITIVE_INFINITY;
        for (let round = 0; round < 3 && !(large < 8 * small + 25); round += 1) {
          small = Math.min(small, scan(text(25_000)));
          large = Math.min(large, scan(text(100_000)));
        }
        expect(large, `${JSON.stringify(unit)}: ${large.toFixed(0)} ms at 100 kB vs ${small.toFixed(0)} ms at 25 kB`).toBeLessThan(8 * small + 25);
      }
    });
  }
});
