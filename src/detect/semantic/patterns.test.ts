import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkSync } from 'recheck';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SEMANTIC_PATTERNS } from './patterns.js';

const FOLDERS = [import.meta.dirname, join(import.meta.dirname, 'lexicons'), join(import.meta.dirname, '..', 'judge')];

function literals(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) found.push(node.getText(source));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('tier-3 patterns (ReDoS)', () => {
  it('lists every regular-expression literal of semantic/ and judge/', () => {
    const listed = new Set(SEMANTIC_PATTERNS.map(String));
    const missing = FOLDERS.flatMap((folder) =>
      readdirSync(folder)
        .filter((name) => name.endsWith('.ts') && !name.includes('.test'))
        .flatMap((name) =>
          literals(join(folder, name))
            .filter((literal) => !listed.has(literal))
            .map((literal) => `${name}: ${literal}`),
        ),
    );
    expect(missing).toEqual([]);
  });

  it.each(SEMANTIC_PATTERNS.map((pattern) => [String(pattern), pattern] as const))('recheck judges %s safe', (_name, pattern) => {
    expect(checkSync(pattern.source, pattern.flags, { timeout: 20_000 }).status).toBe('safe');
  });
});
