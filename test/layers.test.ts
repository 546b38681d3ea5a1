import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const projectRoot = resolve(import.meta.dirname, '..');
const depcruise = join(projectRoot, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const configFile = join(projectRoot, '.dependency-cruiser.cjs');

interface CruiseOutput {
  summary: { violations: Array<{ rule: { name: string }; from: string; to: string }> };
}

function violations(root: string): string[] {
  let stdout: string;
  try {
    stdout = execFileSync(process.execPath, [depcruise, 'src', '--config', configFile, '--output-type', 'json'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    stdout = String((error as { stdout?: unknown }).stdout ?? '');
  }
  const output = JSON.parse(stdout) as CruiseOutput;
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
}

describe('import layers', () => {
  it('src/ has no layer violations or cycles', () => {
    expect(violations(projectRoot)).toEqual([]);
  });

  it('catches detect/ importing cli/', () => {
    const root = mkdtempSync(join(tmpdir(), 'leakscope-layers-'));
    try {
      mkdirSync(join(root, 'src/cli'), { recursive: true });
      mkdirSync(join(root, 'src/detect'), { recursive: true });
      writeFileSync(join(root, 'src/cli/main.ts'), 'export const main = 1;\n');
      writeFileSync(join(root, 'src/detect/bad.ts'), "import { main } from '../cli/main.js';\nexport const bad = main;\n");
      writeFileSync(join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext' } }));
      expect(violations(root)).toContain('layer-detect: src/detect/bad.ts -> src/cli/main.ts');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
