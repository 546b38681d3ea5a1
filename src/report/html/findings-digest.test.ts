import { describe, expect, it } from 'vitest';
import type { Finding } from '../../contracts/index.js';
import { FindingsDigest } from './index.js';
import { findingsSection } from './sections/tables.js';

const KINDS: readonly Finding['kind'][] = ['allowed-disclosure', 'vault-leak', 'echo', 'unvaulted-pii'];

function findings(count: number): Finding[] {
  return Array.from(
    { length: count },
    (_, n): Finding => ({
      traceId: `t${n % 17}`,
      seq: n,
      channel: n % 3 === 0 ? 'C1' : 'C2',
      kind: KINDS[n % 7 === 0 ? 1 : n % KINDS.length] ?? 'vault-leak',
      field: `field${n % 5}`,
      tier: 2,
      detector: 'structured',
      method: 'verbatim',
      span: { start: 0, end: 4 },
      confidence: 0.9,
      evidence: `***${n}`,
    }),
  );
}

describe('FindingsDigest', () => {
  it('renders the same findings table as the findings it was fed, streamed', async () => {
    const all = findings(2_600);
    const digest = new FindingsDigest();
    for (const finding of all) digest.add(finding);
    expect(digest.total).toBe(2_600);
    const fromDigest = await findingsSection(digest, { limit: 500 });
    const fromStream = await findingsSection(all, { limit: 500 });
    expect(String(fromDigest)).toBe(String(fromStream));
    // A digest that kept more per kind still renders the same capped table.
    const wide = new FindingsDigest(800);
    for (const finding of all) wide.add(finding);
    expect(String(await findingsSection(wide, { limit: 500 }))).toBe(String(fromStream));
  });

  it('refuses a table longer than what the digest kept', async () => {
    await expect(findingsSection(new FindingsDigest(10), { limit: 500 })).rejects.toThrow(/keeps 10 findings per kind/);
  });
});
