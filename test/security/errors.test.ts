/**
 * No re-leak in error messages: malformed policy, dataset, scenario and trace files that hold vault
 * values — a value placed right where JSON parsing fails, and a value used as an unknown key — give
 * errors (thrown, returned, answered with 400 or printed by the CLI) that contain no vault value.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { arenaCommand } from '../../src/cli/commands/arena.js';
import { guardCommand } from '../../src/cli/commands/guard.js';
import { mosaicCommand } from '../../src/cli/commands/mosaic.js';
import { scenariosCommand } from '../../src/cli/commands/scenarios.js';
import { readPrivacyLensFile } from '../../src/arena/privacylens/dataset.js';
import { createGuard } from '../../src/guard/index.js';
import { loadGuardPolicy, safeParseGuardPolicy } from '../../src/guard/policy-file.js';
import { createSidecarApp } from '../../src/integrations/sidecar/index.js';
import { DEFAULT_EXAMPLES_PATH, parseMosaicDataset } from '../../src/mosaic/dataset.js';
import { validateScenarioText } from '../../src/scenario/validate.js';
import { readFindingsFile } from '../../src/report/html/findings-file.js';
import { readTraceRecords } from '../../src/trace/reader.js';
import { runCli } from '../support/cli.js';

/** Vault values: an SSN, an identifier that looks like a field name, a name, an e-mail address, a token-like value. */
const SSN = '787-08-3753';
const MEMBER = 'RF7730921';
const NAME = 'Rae Finch';
const EMAIL = 'rae.finch@example.org';
const TOKEN = 'SSN5124-11-2222';
const VALUES = [SSN, MEMBER, NAME, EMAIL, TOKEN];
const VAULT = [
  { key: 'ssn', value: SSN },
  { key: 'member', value: MEMBER },
  { key: 'name', value: NAME },
  { key: 'email', value: EMAIL },
  { key: 'token', value: TOKEN },
];

/** The vault values (or any 8-character piece of one, as a truncated parser snippet would show) found in `text`. */
function rawValuesIn(text: string): string[] {
  return VALUES.filter((value) => {
    for (let start = 0; start + 8 <= value.length; start += 1) if (text.includes(value.slice(start, start + 8))) return true;
    return false;
  });
}

const dir = mkdtempSync(join(tmpdir(), 'leakscope-errors-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
function file(name: string, text: string): string {
  files += 1;
  const path = join(dir, `${files}-${name}`);
  writeFileSync(path, text);
  return path;
}

async function messageOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error('expected a rejection');
}

const vaultJson = JSON.stringify(VAULT);
/** Texts that fail to parse right at a vault value (V8 quotes the text around that point). */
const MALFORMED = [`{"vault": ${vaultJson}, "note": ${TOKEN}}`, `{"vault": ${vaultJson}, "note": "${NAME}" ${SSN}}`, `{"note": ${NAME}, "vault": ${vaultJson}}`];

describe('a malformed guard policy', () => {
  it('names the file and the position, never the text around it', async () => {
    for (const text of MALFORMED) {
      const path = file('policy.json', text);
      const message = await messageOf(loadGuardPolicy(path));
      expect(message).toMatch(new RegExp(`^${path}: not valid JSON \\(error at column \\d+\\)$`));
      expect(rawValuesIn(message)).toEqual([]);
    }
    const pretty = file('policy.json', `{\n  "vault": ${vaultJson},\n  "note": ${EMAIL}\n}`);
    expect(await messageOf(loadGuardPolicy(pretty))).toBe(`${pretty}: not valid JSON (error at line 3, column 11)`);
  });

  it('does not echo a vault value used as a key', async () => {
    const policy = { vault: VAULT, [MEMBER]: true, [TOKEN]: 1, recipients: { [EMAIL]: 'nobody-class' }, toolChannels: { [NAME]: { kind: 'write', [SSN]: 1 } } };
    const parsed = safeParseGuardPolicy(policy, 'policy.json');
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(rawValuesIn(parsed.error.message)).toEqual([]);
    expect(rawValuesIn(JSON.stringify(parsed.error.details))).toEqual([]);
    expect(parsed.error.message).toContain('unknown field');
    const path = file('policy.json', JSON.stringify(policy));
    expect(rawValuesIn(await messageOf(loadGuardPolicy(path)))).toEqual([]);
  });

  it('prints nothing of the vault from the CLI', async () => {
    for (const text of [...MALFORMED, JSON.stringify({ vault: VAULT, [MEMBER]: true })]) {
      const path = file('policy.json', text);
      const result = await runCli(['guard', 'mcp', '--policy', path, '--', process.execPath, 'upstream.mjs'], [guardCommand]);
      expect(result.status).toBe(2);
      expect(result.stderr).toContain(path);
      expect(rawValuesIn(result.stderr + result.stdout)).toEqual([]);
    }
  });
});

describe('the sidecar', () => {
  it('answers 400 without echoing an unknown key', async () => {
    const app = createSidecarApp({ guard: createGuard({ vault: VAULT, policy: { defaultAllowed: [], allowed: {} } }) });
    const response = await app.request('/v1/inspect', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ channel: 'C3', sender: 'agent', recipient: 'x@y.example', content: 'hello', [MEMBER]: 1 }),
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).toContain('unknown field');
    expect(rawValuesIn(text)).toEqual([]);
  });
});

describe('a malformed PrivacyLens file', () => {
  it('names the file and the position, never the text around it', async () => {
    for (const text of [`[{"name": "main1", "trajectory": {"user_name": ${NAME}, "user_email": "${EMAIL}"}}]`, `[{"name": "main1", "seed": {"data_subject": "${SSN}" ${TOKEN}}}]`]) {
      const path = file('main_data.json', text);
      const message = await messageOf(readPrivacyLensFile(path));
      expect(message).toMatch(new RegExp(`^${path}: not valid JSON \\(error at column \\d+\\)$`));
      expect(rawValuesIn(message)).toEqual([]);
      const result = await runCli(['arena', 'import', 'privacylens', path], [arenaCommand]);
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain(path);
      expect(rawValuesIn(result.stderr + result.stdout)).toEqual([]);
    }
  });
});

describe('a malformed mosaic dataset', () => {
  const valid = readFileSync(DEFAULT_EXAMPLES_PATH, 'utf8').split('\n')[0] as string;
  const withKey = (key: string) => `${valid.slice(0, -1)}, ${JSON.stringify(key)}: 1}`;
  const cases = [`${valid}\n{"id": "med_001", "note": ${TOKEN}}`, `${valid}\n{"id": "med_001", "note": "${NAME}" ${SSN}}`, withKey(MEMBER), withKey(TOKEN), withKey(EMAIL)];

  it('names the file, line and position or field, never a vault value', async () => {
    for (const text of cases) {
      let message = '';
      try {
        parseMosaicDataset(text, 'examples.jsonl');
      } catch (error) {
        message = error instanceof Error ? error.message : String(error);
      }
      expect(message).toMatch(/^examples\.jsonl:[12]: /);
      expect(rawValuesIn(message)).toEqual([]);
      const path = file('examples.jsonl', text);
      const result = await runCli(['mosaic', 'run', '--examples', path], [mosaicCommand]);
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain(path);
      expect(rawValuesIn(result.stderr + result.stdout)).toEqual([]);
    }
    expect(() => parseMosaicDataset(`${valid}\n{"id": "med_001", "note": ${TOKEN}}`, 'examples.jsonl')).toThrow(/^examples\.jsonl:2: not valid JSON \(error at column 27\)$/);
  });
});

describe('a malformed scenario file', () => {
  it('reports an unknown key without echoing it', async () => {
    const line = JSON.stringify({ id: 's-1', vault: VAULT, [MEMBER]: 1, [NAME]: 2 });
    const result = validateScenarioText(line, 1);
    expect(result.ok).toBe(false);
    expect(rawValuesIn(JSON.stringify(result))).toEqual([]);
    expect(JSON.stringify(result)).toContain('unknown field');
    const malformed = validateScenarioText(`{"id": "s-1", "vault": ${vaultJson}, "note": ${TOKEN}}`, 1);
    expect(rawValuesIn(JSON.stringify(malformed))).toEqual([]);
    const path = file('scenarios.jsonl', `${line}\n{"id": "s-2", "note": ${TOKEN}}\n`);
    const printed = await runCli(['scenarios', 'validate', path], [scenariosCommand]);
    expect(printed.status).not.toBe(0);
    expect(printed.stdout + printed.stderr).toContain(`${path}:2`);
    expect(rawValuesIn(printed.stdout + printed.stderr)).toEqual([]);
  });
});

describe('a malformed trace file', () => {
  it('rejects each bad line with its position or field, never a vault value', async () => {
    const start = JSON.stringify({ type: 'trace-start', traceId: 't1', scenarioId: 's-1', run: { agent: 'x' }, vault: VAULT });
    const event = (extra: Record<string, unknown>) => JSON.stringify({ type: 'event', traceId: 't1', seq: 1, channel: 'C1', kind: 'message', from: 'a', content: 'hi', ...extra });
    const lines = [start, event({ [MEMBER]: 1 }), event({ [TOKEN]: 1 }), `{"type": "event", "traceId": "t1", "content": ${TOKEN}}`, `{"type": "event", "note": "${NAME}" ${SSN}}`];
    const path = file('traces.jsonl', `${lines.join('\n')}\n`);
    const messages: string[] = [];
    for await (const item of readTraceRecords(path)) if (!item.ok) messages.push(item.error.message);
    expect(messages).toHaveLength(4);
    expect(messages[0]).toBe(`${path}:2: unknown field <9 characters>`);
    expect(messages[2]).toMatch(new RegExp(`^${path}:4: not valid JSON \\(error at column \\d+\\)$`));
    expect(rawValuesIn(messages.join('\n'))).toEqual([]);
  });
});

describe('a malformed findings file', () => {
  it('names the line and field, never a vault value used as a key', async () => {
    const path = file(
      'findings.jsonl',
      `${JSON.stringify({ traceId: 't1', seq: 1, channel: 'C1', kind: 'vault-leak', field: 'member', tier: 2, detector: 'structured', method: 'verbatim', span: { start: 0, end: 9 }, confidence: 1, evidence: '****', [MEMBER]: 1 })}\n`,
    );
    const message = await messageOf(
      (async () => {
        for await (const _ of readFindingsFile(path));
      })(),
    );
    expect(message).toMatch(new RegExp(`^${path}:1: not a finding: `));
    expect(rawValuesIn(message)).toEqual([]);
  });
});
