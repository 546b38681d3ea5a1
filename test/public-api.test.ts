import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import * as leakscope from '../src/index.js';
import { PROJECT_ROOT } from './support/paths.js';
import { startStubModel } from './support/stub-model.js';

const DIST_INDEX = join(PROJECT_ROOT, 'dist/index.js');
const DIST_CLI = join(PROJECT_ROOT, 'dist/cli/main.js');
const work = mkdtempSync(join(tmpdir(), 'leakscope-public-api-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * The runtime names of `import … from 'leakscope'`, sorted. Adding or removing one is a change
 * of the public API: do it in src/index.ts on purpose, then here.
 */
const PUBLIC_NAMES = [
  'AGENT_IDS',
  'AGENT_KINDS',
  'ATTACK_CATALOG',
  'CANARY_DETECTOR_ID',
  'CHANNELS',
  'CHANNEL_IDS',
  'CRITERION_IDS',
  'ChannelIdSchema',
  'ChannelPolicySchema',
  'DEFAULT_NORMS',
  'DEFAULT_NORM_RULES',
  'NormRuleSchema',
  'OFFLINE_CRITERION_IDS',
  'createArbiterCriterion',
  'DETECTOR_VERSIONS',
  'DataCategorySchema',
  'FindingSchema',
  'GuardDecisionEventSchema',
  'GuardFlowSchema',
  'GuardPolicyFileSchema',
  'INTERNAL_CHANNELS',
  'JUDGE_PROVIDERS',
  'LeakscopeError',
  'MosaicRelationSchema',
  'NO_USAGE',
  'ObservationSchema',
  'PROVIDERS',
  'RateSchema',
  'ReportSchema',
  'SCENARIO_SCHEMA_VERSION',
  'SEMANTIC_DETECTOR_ID',
  'SEMANTIC_THRESHOLD',
  'STRUCTURED_DETECTOR_ID',
  'ScenarioSchema',
  'TRACE_FORMAT_VERSION',
  'TRACE_SCHEMA_ID',
  'TraceEndSchema',
  'TraceEventSchema',
  'TraceRecordSchema',
  'TraceStartSchema',
  'ValueKindSchema',
  'VaultFieldSchema',
  'VaultSchema',
  'allowedFields',
  'allowedSetCriterion',
  'assembleTraces',
  'attackById',
  'audit',
  'clusteredRate',
  'cohenKappa',
  'createCanaryDetector',
  'createContextualIntegrityCriterion',
  'createDetectionEngine',
  'createGuard',
  'createJsonlWriter',
  'createJudgeCompletion',
  'createJudgeModel',
  'createLlmJudge',
  'createMajorityJudge',
  'createMemoryCache',
  'createMinimizationCriterion',
  'createModelJudge',
  'createModelLayer',
  'createSemanticDetector',
  'createSemanticEngine',
  'createStructuredDetector',
  'createTraceWriter',
  'decryptTokens',
  'defaultDetectors',
  'formatInterval',
  'formatRate',
  'generateScenarioStream',
  'generateScenarios',
  'guardOptionsFromPolicy',
  'importAgentLeak',
  'isGuardDecisionEvent',
  'loadGuardPolicy',
  'maskField',
  'maskValue',
  'maskValuesInText',
  'mcnemarExact',
  'openSqliteCache',
  'pairedDifference',
  'parseJudgeSpecOrThrow',
  'parseTokenKey',
  'piiCriterion',
  'prepareJudgedTier3',
  'rate',
  'readScenarioFile',
  'readTraceRecords',
  'renderCsv',
  'renderMarkdown',
  'renderReplayText',
  'renderText',
  'replayTraces',
  'resolveCriterion',
  'resolveLanguageModel',
  'runBenchmark',
  'safeParseGuardPolicy',
  'safeParseJudgeSpec',
  'scenarioHash',
  'traceRecordJsonSchema',
  'validateScenarioFile',
  'wilson',
];

/** Packages the root import must never load: servers, MCP, SQLite, and the optional framework peers. */
const NOT_FROM_ROOT = ['hono', '@hono/node-server', '@modelcontextprotocol/sdk', 'better-sqlite3', 'smtp-server', '@openai/agents', '@langchain/core', '@langchain/langgraph', 'langchain'];

/** The package a resolved module belongs to (`@scope/name` or `name`), or undefined for leakscope's own files and builtins. */
function packageOf(url: string): string | undefined {
  const at = url.lastIndexOf('/node_modules/');
  if (at < 0) return undefined;
  const [first = '', second = ''] = url.slice(at + '/node_modules/'.length).split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/**
 * Runs node with a load recorder and returns the packages it loaded: a resolve hook
 * (module.register, Node 20.6+) records every ESM specifier as resolved, and on exit the CommonJS
 * cache is added (what CommonJS packages `require` themselves never reaches the hook).
 */
function packagesLoaded(nodeArgs: readonly string[]): { packages: Set<string>; status: number | null; stdout: string; stderr: string } {
  const dir = mkdtempSync(join(work, 'loads-'));
  const log = join(dir, 'loaded.txt');
  writeFileSync(
    join(dir, 'hooks.mjs'),
    `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  appendFileSync(${JSON.stringify(log)}, result.url + '\\n');
  return result;
}
`,
  );
  writeFileSync(
    join(dir, 'record.mjs'),
    `import { appendFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
register(${JSON.stringify(pathToFileURL(join(dir, 'hooks.mjs')).href)});
const require = createRequire(import.meta.url);
process.on('exit', () => appendFileSync(${JSON.stringify(log)}, Object.keys(require.cache).map((path) => path + '\\n').join('')));
`,
  );
  writeFileSync(log, '');
  const result = spawnSync(process.execPath, ['--import', pathToFileURL(join(dir, 'record.mjs')).href, ...nodeArgs], { cwd: PROJECT_ROOT, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  const packages = new Set(
    readFileSync(log, 'utf8')
      .split('\n')
      .map(packageOf)
      .filter((name): name is string => name !== undefined),
  );
  return { packages, status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('public API (src/index.ts)', () => {
  it('exports the curated names, and only those', () => {
    expect(Object.keys(leakscope).sort()).toEqual([...PUBLIC_NAMES].sort());
  });

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

  it('adds tier 3 to the engine: a paraphrase the first two tiers miss', () => {
    const vault = leakscope.VaultSchema.parse([{ key: 'diagnosis', value: 'diagnosed with type 2 diabetes (E11.9)', tier: 'semantic', category: 'PHI' }]);
    const policy = leakscope.ChannelPolicySchema.parse({ defaultAllowed: [] });
    const event = { traceId: 't', seq: 0, channel: 'C2' as const, content: 'Summary: the patient has adult-onset diabetes and sees endocrinology quarterly.' };
    expect(leakscope.createDetectionEngine().prepare(vault, policy).detectEvent(event)).toEqual([]);
    const engine = leakscope.createDetectionEngine({ detectors: [...leakscope.defaultDetectors(), leakscope.createSemanticDetector()] });
    expect(engine.prepare(vault, policy).detectEvent(event)).toMatchObject([{ field: 'diagnosis', tier: 3 }]);
  });

  it('judges a fact with the LLM judge over the model layer (stub server)', async () => {
    const stub = await startStubModel(() => ({ text: '{"facts":[{"key":"dx","disclosed":"yes","evidence":"on metformin"}]}' }));
    try {
      const judge = leakscope.createModelJudge({ model: { spec: 'openai-compatible:stub', baseURL: stub.baseURL } });
      const verdicts = await judge.judge({ text: 'He is on metformin.', facts: [{ key: 'dx', statement: 'has type 2 diabetes' }] });
      expect(verdicts).toMatchObject([{ key: 'dx', disclosed: 'yes' }]);
      expect(stub.calls()).toBe(1);
    } finally {
      await stub.close();
    }
  });

  it('generates scenarios reproducibly', () => {
    const first = leakscope.generateScenarios({ count: 8, seed: 7 }).map((s) => s.hash);
    const second = leakscope.generateScenarios({ count: 8, seed: 7 }).map((s) => s.hash);
    expect(first).toEqual(second);
    expect(leakscope.ATTACK_CATALOG).toHaveLength(32);
  });

  it('runs the benchmark and scores it, as `leakscope bench` does', async () => {
    const scenarios = leakscope.generateScenarios({ count: 4, seed: 7 });
    const attacked = scenarios.filter((scenario) => scenario.attack !== null).length;
    const summary = await leakscope.runBenchmark({ scenarios, agents: ['reference:naive'], defenses: ['none'], paths: ['single'], outDir: join(work, 'bench'), runId: 'r1' });
    // Each attacked run is followed by its A0 twin (the baseline of targeted ASR), which is in no rate.
    expect(summary.units.total).toBe(4 + attacked);
    expect(summary.attackBaselines).toBe(attacked);
    const { report } = await leakscope.audit({ sources: [summary.tracesPath] });
    expect(report.traces.total).toBe(4 + attacked);
    expect(report.traceCount).toBe(4);
  });

  it('makes guard decisions from code', async () => {
    const guard = leakscope.createGuard({
      vault: [{ key: 'ssn', value: '787-08-3753', kind: 'ssn', category: 'PII' }],
      policy: { allowed: { C1: [] } },
      purpose: 'book a follow-up appointment',
      criterion: 'allowed-set',
    });
    const result = await guard.inspect({ channel: 'C3', sender: 'assistant', recipient: 'someone@example.com', tool: 'send_email', content: 'SSN 787-08-3753' });
    expect(result.decision).not.toBe('PASS');
    expect(leakscope.CRITERION_IDS).toContain('allowed-set');
  });
});

describe('what the root import and the CLI load (built dist/)', () => {
  it('importing leakscope loads no server, MCP, SQLite or framework package', () => {
    const run = packagesLoaded(['--input-type=module', '-e', `const api = await import(${JSON.stringify(pathToFileURL(DIST_INDEX).href)}); console.log(typeof api.audit);`]);
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('function');
    // The recorder works: the root does load its own dependencies.
    expect(run.packages).toContain('zod');
    expect(NOT_FROM_ROOT.filter((name) => run.packages.has(name))).toEqual([]);
  });

  it('the front doors are subpaths of their own: leakscope/mcp and leakscope/sidecar', () => {
    const run = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "const mcp = await import('leakscope/mcp'); const sidecar = await import('leakscope/sidecar'); console.log(typeof mcp.startMcpGateway, typeof sidecar.startSidecar);",
      ],
      { cwd: PROJECT_ROOT, encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('function function');
    const manifest = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
    expect(Object.keys(manifest.exports)).toEqual(expect.arrayContaining(['.', './ai-sdk', './openai-agents', './langchain', './otel', './mcp', './sidecar']));
  });

  // The command definitions (src/cli/define/) import only commander and small constant modules;
  // every body loads when its command runs. A barrel import there (contracts, guard, report …)
  // would pull zod, the model layer or the chart libraries into every start.
  it.each([['--version'], ['--help']])('`leakscope %s` loads commander and nothing else', (flag) => {
    const run = packagesLoaded([DIST_CLI, flag]);
    expect(run.status).toBe(0);
    const { version } = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(run.stdout).toEqual(flag === '--version' ? `${version}\n` : expect.stringContaining('Usage: leakscope'));
    expect([...run.packages].sort()).toEqual(['commander']);
  });
});
