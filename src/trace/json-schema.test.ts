import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHANNEL_IDS, TRACE_FORMAT_VERSION } from '../contracts/index.js';
import { TRACE_SCHEMA_ID, traceRecordJsonSchema, traceRecordJsonSchemaText } from './json-schema.js';
import { parseTraceLine } from './reader.js';
import { projectRoot } from './trace.test-helpers.js';

const COMMITTED = join(projectRoot, 'docs/trace-format.schema.json');

// Regenerate on purpose only: LEAKSCOPE_UPDATE_SCHEMA=1 npx vitest run src/trace/json-schema.test.ts
if (process.env['LEAKSCOPE_UPDATE_SCHEMA'] === '1') writeFileSync(COMMITTED, traceRecordJsonSchemaText());

describe('traceRecordJsonSchema', () => {
  it('is versioned with the trace format and covers the three record types', () => {
    const schema = traceRecordJsonSchema();
    expect(schema['$id']).toBe(TRACE_SCHEMA_ID);
    expect(TRACE_SCHEMA_ID).toContain(TRACE_FORMAT_VERSION);
    const text = JSON.stringify(schema);
    for (const type of ['trace-start', 'event', 'trace-end']) expect(text).toContain(`"const":"${type}"`);
    expect(text).toContain(JSON.stringify(CHANNEL_IDS));
  });

  it('documents the one guard-decision event under $defs', () => {
    const defs = traceRecordJsonSchema()['$defs'] as Record<string, { properties?: Record<string, { required?: string[] }> }>;
    const meta = defs['GuardDecisionEvent']?.properties?.['meta'];
    expect(meta?.required).toEqual(['decision', 'wouldDecide', 'mode', 'criterion', 'flowKind', 'sender', 'fields']);
    expect(JSON.stringify(defs['GuardDecisionEvent']?.properties?.['kind'])).toContain('"const":"guard-decision"');
  });

  it('matches the committed docs/trace-format.schema.json (regenerate with LEAKSCOPE_UPDATE_SCHEMA=1)', () => {
    expect(existsSync(COMMITTED)).toBe(true);
    expect(readFileSync(COMMITTED, 'utf8')).toBe(traceRecordJsonSchemaText());
  });
});

describe('docs/trace-format.md', () => {
  it('has an example that is a valid trace, record by record', () => {
    const doc = readFileSync(join(projectRoot, 'docs/trace-format.md'), 'utf8');
    const example = /```jsonc\n([\s\S]*?)```/.exec(doc)?.[1] ?? '';
    const lines = example.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(3);
    const items = lines.map((line, index) => parseTraceLine(line, 'docs', index + 1));
    expect(items.filter((item) => !item.ok)).toEqual([]);
    expect(items.map((item) => item.ok && item.record.type)).toEqual(['trace-start', 'event', 'event', 'event', 'event', 'trace-end']);
  });
});
