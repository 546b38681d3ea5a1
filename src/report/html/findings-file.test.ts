import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { findingsFileIn, readFindingsFile } from './findings-file.js';

const work = mkdtempSync(join(tmpdir(), 'leakscope-findings-file-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const finding = {
  traceId: 't1',
  seq: 0,
  channel: 'C1',
  kind: 'vault-leak',
  field: 'patient.ssn',
  tier: 1,
  detector: 'structured',
  method: 'verbatim',
  span: { start: 0, end: 11 },
  confidence: 1,
  evidence: 'patient.ssn **** (verbatim)',
};

describe('findingsFileIn', () => {
  it('finds findings.jsonl or findings.jsonl.gz, the one written last when both are there, and null for neither', async () => {
    const dir = join(work, 'run');
    mkdirSync(dir);
    expect(findingsFileIn(dir)).toBeNull();
    mkdirSync(join(dir, 'findings.jsonl'));
    expect(findingsFileIn(dir)).toBeNull();
    rmSync(join(dir, 'findings.jsonl'), { recursive: true });
    const gz = join(dir, 'findings.jsonl.gz');
    writeFileSync(gz, gzipSync(`${JSON.stringify(finding)}\n`));
    expect(findingsFileIn(dir)).toBe(gz);
    const plain = join(dir, 'findings.jsonl');
    writeFileSync(plain, `${JSON.stringify({ ...finding, traceId: 't2' })}\n`);
    utimesSync(gz, new Date('2026-01-01T00:00:00Z'), new Date('2026-01-01T00:00:00Z'));
    utimesSync(plain, new Date('2026-01-02T00:00:00Z'), new Date('2026-01-02T00:00:00Z'));
    expect(findingsFileIn(dir)).toBe(plain);
    utimesSync(gz, new Date('2026-01-03T00:00:00Z'), new Date('2026-01-03T00:00:00Z'));
    expect(findingsFileIn(dir)).toBe(gz);
    const read = [];
    for await (const item of readFindingsFile(gz)) read.push(item.traceId);
    expect(read).toEqual(['t1']);
  });
});
