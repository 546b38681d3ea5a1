/**
 * Issue 19, defect 2 (second half): a guard's inventory is bounded. A long-lived sidecar session
 * kept every unique flow record (and each record the whole task purpose) and grew without end; now
 * records stop at the cap (the oldest dropped, counted), a purpose is clipped, and learned fields —
 * what the guard protects beyond the vault — are never dropped: past the budget the guard fails
 * closed on every flow. The growth is checked by count, n against 4n, never by a duration.
 */
import { describe, expect, it } from 'vitest';
import { createGuard, createInventory, INVENTORY_LIMITS, MAX_RECORD_PURPOSE, safeParseGuardPolicy, type GuardPolicyFileInput } from '../../src/guard/index.js';
import { observedFieldRecord } from '../../src/guard/inventory.js';
import { createSidecarApp, SESSION_HEADER } from '../../src/integrations/sidecar/index.js';
import { PATIENT_POLICY, PATIENT_VAULT } from '../../src/guard/guard.test-helpers.js';

const FIELD = PATIENT_VAULT[0];
if (FIELD === undefined) throw new Error('the patient vault fixture is empty');

/** A unique record per `i`: another source each time. */
const recordFrom = (i: number) => observedFieldRecord(FIELD, { source: `tool-${i}`, recipient: 'assistant', channel: 'C4', purpose: 'book a follow-up' });

/** Valid-looking, distinct SSNs (area 100–599, group 10–99, serial 1000–9999): the guard learns each. */
const ssn = (i: number) => `${100 + (i % 500)}-${10 + (Math.floor(i / 500) % 90)}-${1000 + i}`;

const read = (content: string, purpose = 'book a follow-up') => ({ channel: 'C4' as const, source: 'ehr.read', recipient: 'assistant', content, purpose });
const clean = { channel: 'C1' as const, sender: 'assistant', recipient: 'user', content: 'Your follow-up is booked for Tuesday.' };

describe('the inventory keeps at most maxRecords flow records', () => {
  it('n and 4n unique records leave the same number behind: the cap, the latest kept, the rest counted', () => {
    const kept = (n: number) => {
      const inventory = createInventory();
      for (let i = 0; i < n; i += 1) inventory.add(recordFrom(i));
      return inventory;
    };
    const n = INVENTORY_LIMITS.maxRecords * 1.5;
    const small = kept(n);
    const large = kept(4 * n);
    expect(small.records.length).toBeLessThanOrEqual(INVENTORY_LIMITS.maxRecords);
    expect(large.records.length).toBe(small.records.length);
    expect(small.evicted + small.records.length).toBe(n);
    expect(large.evicted + large.records.length).toBe(4 * n);
    expect(large.records.at(-1)?.sender).toBe(`tool-${4 * n - 1}`);
    expect(large.hasField(FIELD.key)).toBe(true);
  });

  it('a record dropped at the cap can be recorded again; a kept one is still deduplicated', () => {
    const inventory = createInventory({ maxRecords: 10 });
    for (let i = 0; i < 10; i += 1) expect(inventory.add(recordFrom(i))).toBe(true);
    expect(inventory.add(recordFrom(9))).toBe(false);
    expect(inventory.add(recordFrom(10))).toBe(true);
    expect(inventory.evicted).toBe(1);
    expect(inventory.add(recordFrom(0))).toBe(true);
    expect(inventory.records.length).toBeLessThanOrEqual(10);
  });

  it('refuses limits that are not whole numbers', () => {
    expect(() => createInventory({ maxRecords: 0 })).toThrow(/maxRecords ≥ 1/);
    expect(() => createInventory({ maxLearned: 1.5 })).toThrow(/whole numbers/);
  });
});

describe('a flow record keeps a bounded purpose', () => {
  it('a 16 KB task purpose is kept to MAX_RECORD_PURPOSE characters, marked as cut', () => {
    const guard = createGuard({ vault: PATIENT_VAULT, policy: PATIENT_POLICY });
    const purpose = `book a follow-up ${'and mind the details '.repeat(800)}`;
    expect(purpose.length).toBeGreaterThan(16_000);
    const result = guard.observe(read(`Patient ${FIELD.value}`, purpose));
    expect(result.records.length).toBeGreaterThan(0);
    for (const record of guard.inventory.records) {
      expect(record.transmissionPrinciple.purpose.length).toBeLessThanOrEqual(MAX_RECORD_PURPOSE);
      expect(record.transmissionPrinciple.purpose.startsWith('book a follow-up')).toBe(true);
      expect(record.transmissionPrinciple.purpose.endsWith('…')).toBe(true);
    }
  });
});

describe('past the learned budget the guard fails closed', () => {
  it('keeps maxLearned learned fields, reports the overflow on that observation, then BLOCKs every flow', () => {
    const guard = createGuard({ vault: PATIENT_VAULT, policy: PATIENT_POLICY, inventoryLimits: { maxLearned: 3 } });
    for (let i = 0; i < 3; i += 1) expect(guard.observe(read(`SSN on file: ${ssn(i)}`)).error).toBeUndefined();
    expect(guard.inventory.learned).toHaveLength(3);
    expect(guard.inspectSync(clean).decision).toBe('PASS');

    const over = guard.observe(read(`SSN on file: ${ssn(3)}`));
    expect(over.error).toMatch(/inventory full: 3 learned fields/);
    expect(over.error).not.toContain(ssn(3));
    expect(guard.inventory.learned).toHaveLength(3);
    expect(guard.inventory.overflow).toBe(1);

    const after = guard.inspectSync(clean);
    expect(after.decision).toBe('BLOCK');
    expect(after.failure).toMatchObject({ failMode: 'closed' });
    expect(after.failure?.reason).toMatch(/inventory full/);
    // The SSN it could not keep is not let through either, and never echoed.
    const leak = guard.inspectSync({ ...clean, content: `their SSN is ${ssn(3)}` });
    expect(leak.decision).toBe('BLOCK');
    expect(JSON.stringify(leak)).not.toContain(ssn(3));

    guard.inventory.clear();
    expect(guard.inspectSync(clean).decision).toBe('PASS');
  });

  it('under fail-open it passes but reports the failure: never a clean result', () => {
    const guard = createGuard({ vault: PATIENT_VAULT, policy: PATIENT_POLICY, failMode: 'open', inventoryLimits: { maxLearned: 0 } });
    expect(guard.observe(read(`SSN on file: ${ssn(7)}`)).error).toMatch(/inventory full/);
    const result = guard.inspectSync(clean);
    expect(result.decision).toBe('PASS');
    expect(result.failure).toMatchObject({ failMode: 'open' });
  });

  it('the budget is the default 2,000 learned fields when none is given', () => {
    const guard = createGuard({ vault: PATIENT_VAULT, policy: PATIENT_POLICY });
    expect(guard.inventory.limits).toEqual(INVENTORY_LIMITS);
    expect(INVENTORY_LIMITS).toEqual({ maxRecords: 10_000, maxLearned: 2_000 });
  });
});

describe('the sidecar: bounds from the policy, reported per session', () => {
  const POLICY = {
    vault: PATIENT_VAULT.map((field) => ({ ...field })),
    policy: PATIENT_POLICY,
    inventory: { maxRecords: 50, maxLearned: 2 },
  } satisfies GuardPolicyFileInput;
  const post = (body: unknown, session?: string) => ({
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(session === undefined ? {} : { [SESSION_HEADER]: session }) },
  });
  interface SessionBody {
    readonly records: readonly unknown[];
    readonly learned: number;
    readonly evicted: number;
    readonly overflow: number;
  }

  it('n and 4n observations from new sources leave the session at its cap; past the learned budget it BLOCKs', async () => {
    const app = createSidecarApp({ guard: createGuard({ vault: PATIENT_VAULT, policy: PATIENT_POLICY }), rateLimit: { capacity: 10_000, refillPerSecond: 10_000 } });
    const inventoryAfter = async (session: string, n: number): Promise<SessionBody> => {
      expect((await app.request('/v1/sessions', post({ session, policy: POLICY }))).status).toBe(201);
      for (let i = 0; i < n; i += 1) {
        const response = await app.request('/v1/observe', post({ ...read(`Patient ${FIELD.value}`), source: `tool-${i}` }, session));
        expect(response.status).toBe(200);
      }
      return (await (await app.request(`/v1/sessions/${session}`, { method: 'GET' })).json()) as SessionBody;
    };
    const small = await inventoryAfter('small', 100);
    const large = await inventoryAfter('large', 400);
    expect(small.records.length).toBeLessThanOrEqual(50);
    expect(large.records.length).toBe(small.records.length);
    expect(large.evicted).toBeGreaterThan(small.evicted);
    expect(large.overflow).toBe(0);

    for (let i = 0; i < 3; i += 1) await app.request('/v1/observe', post(read(`SSN on file: ${ssn(100 + i)}`), 'small'));
    const full = (await (await app.request('/v1/sessions/small', { method: 'GET' })).json()) as SessionBody;
    expect(full).toMatchObject({ learned: 2, overflow: 1 });
    const decision = (await (await app.request('/v1/inspect', post(clean, 'small'))).json()) as { decision: string; rationale: string };
    expect(decision.decision).toBe('BLOCK');
    expect(decision.rationale).toMatch(/inventory full/);
    // The other session is untouched.
    const other = (await (await app.request('/v1/inspect', post(clean, 'large'))).json()) as { decision: string };
    expect(other.decision).toBe('PASS');
  });

  it('a policy with bad bounds is refused, naming the field', () => {
    const parsed = safeParseGuardPolicy({ vault: [], inventory: { maxRecords: 0 } }, 'policy.json');
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.error.message).toMatch(/policy\.json.*inventory\.maxRecords/s);
  });
});
