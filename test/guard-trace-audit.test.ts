/**
 * `guard mcp --trace-out` followed by `audit` of that file: the guard's own decision events
 * (whose rationale names masked values such as "ssn ***-**-3753") are never scored, while what
 * actually flowed through the gateway still is. Real CLI (dist/cli/main.js) in front of the
 * fixture upstream MCP server.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GuardDecisionEventSchema, ReportSchema, VaultSchema, type Finding, type Report, type TraceEvent, type TraceRecord } from '../src/contracts/index.js';
import { createDetectionEngine } from '../src/detect/index.js';
import { FIXTURES, UPSTREAM } from './fixtures/guard/paths.js';
import { cliCommand, leakscope } from './support/cli.js';

const POLICY_FILE = join(FIXTURES, 'policy.json');
const SSN = '787-08-3753';

let work = '';
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'leakscope-guard-trace-audit-'));
});
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

const lines = (path: string): string[] =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line !== '');

describe('detection never scores guard-decision events', () => {
  const vault = VaultSchema.parse((JSON.parse(readFileSync(POLICY_FILE, 'utf8')) as { vault: unknown }).vault);
  const prepared = createDetectionEngine().prepare(vault, { defaultAllowed: [], allowed: {} });

  it('finds the SSN in a message and nothing in a guard-decision event with the same content', () => {
    const content = `ssn ${SSN} and its mask ***-**-3753`;
    expect(prepared.detectEvent({ traceId: 't', seq: 0, channel: 'C3', kind: 'message', content }).map((finding) => finding.field)).toContain('ssn');
    expect(prepared.detectEvent({ traceId: 't', seq: 1, channel: 'C3', kind: 'guard-decision', content })).toEqual([]);
  });
});

describe('guard mcp --trace-out, then audit of that trace', () => {
  const trace = () => join(work, 'gateway-trace.jsonl');
  const out = () => join(work, 'audit');
  let records: TraceRecord[] = [];
  let report: Report;
  let findings: Finding[] = [];
  let auditStatus: number | null = null;

  beforeAll(async () => {
    const client = new Client({ name: 'test-agent', version: '1.0.0' });
    const command = cliCommand(['guard', 'mcp', '--policy', POLICY_FILE, '--trace-out', trace(), '--', process.execPath, UPSTREAM, join(work, 'upstream.jsonl')]);
    await client.connect(new StdioClientTransport({ ...command, env: getDefaultEnvironment(), stderr: 'pipe' }));
    // PASS: name and email are allowed on C3 (the recipient is the patient's own address, a vault value).
    const passed = await client.callTool({ name: 'send_email', arguments: { to: 'colleen.nguyen@example.org', subject: 'Your appointment', body: 'Dear Colleen Nguyen, see you on Monday.' } });
    expect(passed.isError).toBeFalsy();
    // BLOCK: the SSN may not leave on C3; the decision's rationale names it masked.
    const blocked = await client.callTool({ name: 'send_email', arguments: { to: 'billing@insurer.example', subject: 'Claim', body: `Patient SSN: ${SSN}` } });
    expect(blocked.isError).toBe(true);
    // The tool result that did flow back (C4) carries the SSN: a real leak the audit must still find.
    await client.callTool({ name: 'read_inbox', arguments: {} });
    await client.close();
    // The gateway writes trace-end when it sees the agent hang up.
    await vi.waitFor(
      () => {
        if (!existsSync(trace()) || !readFileSync(trace(), 'utf8').includes('"trace-end"')) throw new Error('no trace-end yet');
      },
      { timeout: 15_000, interval: 50 },
    );
    records = lines(trace()).map((line) => JSON.parse(line) as TraceRecord);
    const audit = leakscope(['audit', trace(), '--format', 'json', '--out', out()]);
    auditStatus = audit.status;
    expect(audit.stderr).not.toContain('internal error');
    report = ReportSchema.parse(JSON.parse(audit.stdout)) as Report;
    findings = lines(join(out(), 'findings.jsonl')).map((line) => JSON.parse(line) as Finding);
  }, 60_000);

  const events = (): TraceEvent[] => records.filter((record): record is TraceEvent => record.type === 'event');
  const decisions = (): TraceEvent[] => events().filter((event) => event.kind === 'guard-decision');

  it('writes the one guard-decision event for each decision, with the masked rationale in meta and no raw value', () => {
    expect(auditStatus).toBe(0);
    // send_email passed, send_email blocked, read_inbox (an access tool on C3) passed.
    expect(decisions().map((event) => [event.tool, event.meta?.['decision']])).toEqual([
      ['send_email', 'PASS'],
      ['send_email', 'BLOCK'],
      ['read_inbox', 'PASS'],
    ]);
    for (const event of decisions()) {
      expect(GuardDecisionEventSchema.safeParse(event).success).toBe(true);
      expect(JSON.stringify(event)).not.toContain(SSN);
    }
    const block = decisions()[1];
    expect(block?.content).toBe('guard:allowed-set BLOCK in tool-call assistant -> billing@insurer.example: ssn');
    expect(block?.meta?.['rationale']).toContain('***-**-3753');
  });

  it('reports no finding on any guard-decision event, and no C3 leak', () => {
    expect(report.traces).toMatchObject({ total: 1, included: 1 });
    const decisionSeqs = new Set(decisions().map((event) => event.seq));
    expect(decisionSeqs.size).toBe(3);
    expect(findings.filter((finding) => decisionSeqs.has(finding.seq))).toEqual([]);
    expect(report.channels.C3).toMatchObject({ k: 0, n: 1 });
    expect(findings.some((finding) => finding.channel === 'C3' && finding.kind === 'vault-leak')).toBe(false);
  });

  it('still finds the leak that did flow: the SSN in the tool result on C4', () => {
    const c4 = findings.filter((finding) => finding.channel === 'C4' && finding.kind === 'vault-leak').map((finding) => finding.field);
    expect(c4).toContain('ssn');
    expect(report.channels.C4).toMatchObject({ k: 1, n: 1 });
    const result = events().find((event) => event.kind === 'tool-result' && event.tool === 'read_inbox');
    expect(findings.some((finding) => finding.seq === result?.seq && finding.field === 'ssn')).toBe(true);
  });
});
