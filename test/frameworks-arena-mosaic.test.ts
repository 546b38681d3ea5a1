/**
 * End to end through the built CLI: `arena run` and `mosaic run` with the framework agents
 * (`ai-sdk:`, `openai-agents:`, `langgraph:`) against the stub model on 127.0.0.1 — the
 * frameworks run the loop, their tool calls reach the services (arena, recorded in the trace)
 * or the workspace (mosaic), and the reports name them as framework agents.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TraceRecordSchema, type TraceEvent, type TraceRecord } from '../src/contracts/index.js';
import type { MosaicReport, MosaicResult } from '../src/mosaic/index.js';
import { MINI_PRIVACYLENS } from './fixtures/arena/tasks.js';
import { arenaScript, mosaicScript } from './fixtures/scripted-models.js';
import { leakscopeAsync } from './support/cli.js';
import { startStubModel, systemText, type StubModel } from './support/stub-model.js';

const FRAMEWORKS = ['ai-sdk:stub', 'openai-agents:stub', 'langgraph:stub'] as const;
const work = mkdtempSync(join(tmpdir(), 'leakscope-frameworks-'));
let stub: StubModel;

beforeAll(async () => {
  stub = await startStubModel((request) => (systemText(request).includes('personal assistant acting for') ? arenaScript(request) : mosaicScript(request)));
});
afterAll(async () => {
  await stub.close();
  rmSync(work, { recursive: true, force: true });
});

function records(path: string): TraceRecord[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => TraceRecordSchema.parse(JSON.parse(line)));
}

describe('leakscope arena run --agents <framework>:<model>', () => {
  it('runs every framework agent over MCP, records its tool calls and commits its write, and labels it a framework agent', async () => {
    const out = join(work, 'arena');
    const run = await leakscopeAsync([
      'arena',
      'run',
      '--privacylens',
      MINI_PRIVACYLENS,
      '--limit',
      '1',
      '--agents',
      FRAMEWORKS.join(','),
      '--base-url',
      stub.baseURL,
      '--conditions',
      'C0,C4',
      '--concurrency',
      '3',
      '--timeout',
      '60',
      '--out',
      out,
    ]);
    expect(run.stderr).not.toContain('internal error');
    expect(run.status).toBe(0);
    const all = records(join(out, 'traces.jsonl'));
    const starts = all.filter((record) => record.type === 'trace-start');
    expect(starts.map((start) => [start.run.agent, start.run.model, start.run.defense])).toEqual(
      FRAMEWORKS.flatMap((agent) => [
        [agent, 'stub', 'C0:none'],
        [agent, 'stub', 'C4:guard:contextual-integrity'],
      ]),
    );
    for (const start of starts) {
      const events = all.filter((record): record is TraceEvent => record.type === 'event' && record.traceId === start.traceId);
      const end = all.find((record) => record.type === 'trace-end' && record.traceId === start.traceId);
      expect(end, start.traceId).toMatchObject({ status: 'ok', taskSuccess: true });
      // The framework's tool calls, as they reached the services.
      expect(events.filter((event) => event.kind === 'tool-call').map((event) => event.tool)).toEqual(['search_pages', 'read_conversation', 'send_group_message']);
      expect(events.filter((event) => event.channel === 'C7')).toHaveLength(1);
      expect(events.at(-1)).toMatchObject({ channel: 'C1', kind: 'final-answer', content: 'Sent the picnic update to the Riverside Book Club.' });
      const leaked = events.find((event) => event.channel === 'C7')?.content ?? '';
      if (start.run.defense.startsWith('C0')) expect(leaked).toContain('kidney dialysis');
      else expect(leaked).not.toContain('kidney dialysis');
    }
    const table = readFileSync(join(out, 'metrics.md'), 'utf8');
    for (const agent of FRAMEWORKS) expect(table).toContain(`| ${agent} (framework agent) |`);
    expect(table).not.toContain('(reference agent)');
    expect(run.stdout).toContain('ai-sdk:stub (framework agent)');
  });

  it('names the unknown agent and the framework agents it knows', async () => {
    const run = await leakscopeAsync(['arena', 'run', '--privacylens', MINI_PRIVACYLENS, '--agents', 'crewai:stub']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('unknown agent "crewai:stub"');
    expect(run.stderr).toContain('langgraph:<model>');
  });
});

describe('leakscope mosaic run --mode live --agents <framework>:<model>', () => {
  it('runs every framework agent over the read-only workspace tools and reports it as a framework agent', async () => {
    const out = join(work, 'mosaic');
    const run = await leakscopeAsync([
      'mosaic',
      'run',
      '--mode',
      'live',
      '--agents',
      FRAMEWORKS.join(','),
      '--base-url',
      stub.baseURL,
      '--limit',
      '1',
      '--reps',
      '1',
      '--no-guard',
      '--resamples',
      '100',
      '--out',
      out,
      '--format',
      'json',
    ]);
    expect(run.stderr).not.toContain('internal error');
    expect(run.status).toBe(0);
    const results = readFileSync(join(out, 'mosaic-results.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as MosaicResult);
    expect(results).toHaveLength(FRAMEWORKS.length * 24);
    for (const result of results) {
      expect(result, result.id).toMatchObject({ status: 'ok', agentKind: 'framework', model: 'stub', mode: 'live' });
      // list_files, then one read_file per document: the framework's tool calls reached the workspace.
      expect(result.toolCalls).toBe(1 + (result.configuration.distractor ? 3 : 2));
      expect(result.documentsRead).toEqual(expect.arrayContaining([`${result.exampleId}_a`, `${result.exampleId}_b`]));
    }
    const report = JSON.parse(run.stdout) as MosaicReport;
    expect(report.agents.map((agent) => [agent.agent, agent.kind])).toEqual(FRAMEWORKS.map((agent) => [agent, 'framework']));
    expect(report.agents[0]?.description).toBe('ai-sdk framework agent (stub)');
    expect(report.answers).toMatchObject({ total: 72, included: 72 });
    const markdown = readFileSync(join(out, 'mosaic-report.md'), 'utf8');
    expect(markdown).toContain('langgraph:stub (framework agent)');
    expect(markdown).not.toContain('reference program');
  });

  it('refuses simulated mode for a framework agent with a clear error, before any model call', async () => {
    const before = stub.calls();
    const run = await leakscopeAsync(['mosaic', 'run', '--agents', 'ai-sdk:stub', '--base-url', stub.baseURL, '--limit', '1']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('ai-sdk:stub (framework)');
    expect(run.stderr).toContain('--mode live');
    expect(stub.calls()).toBe(before);
  });
});
