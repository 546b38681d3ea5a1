import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as leakscope from '../src/index.js';
import { PROJECT_ROOT } from './helpers.js';

describe('public API (src/index.ts)', () => {
  it('audits traces from code the same way the CLI does', async () => {
    const { report } = await leakscope.audit({ sources: [join(PROJECT_ROOT, 'examples/traces.jsonl')] });
    expect(report.traces).toMatchObject({ total: 4, included: 3 });
    expect(report.h1).toMatchObject({ k: 1, n: 2 });
    expect(leakscope.renderMarkdown(report)).toContain('| C2 | inter-agent messages | internal |');
  });

  it('detects a leak in one event with the default engine', () => {
    const engine = leakscope.createDetectionEngine();
    const vault = leakscope.VaultSchema.parse([{ key: 'ssn', value: '512-44-3981', kind: 'ssn', category: 'PII' }]);
    const policy = leakscope.ChannelPolicySchema.parse({ defaultAllowed: [] });
    const findings = engine.prepare(vault, policy).detectEvent({ traceId: 't', seq: 0, channel: 'C2', content: 'ssn is 512 44 3981' });
    expect(findings).toMatchObject([{ kind: 'vault-leak', field: 'ssn', tier: 2 }]);
    expect(JSON.stringify(findings)).not.toContain('512 44 3981');
  });

  it('generates scenarios reproducibly', () => {
    const first = leakscope.generateScenarios({ count: 8, seed: 7 }).map((s) => s.hash);
    const second = leakscope.generateScenarios({ count: 8, seed: 7 }).map((s) => s.hash);
    expect(first).toEqual(second);
    expect(leakscope.ATTACK_CATALOG).toHaveLength(32);
  });
});
