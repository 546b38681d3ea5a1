/**
 * The tool executor over a scenario's deterministic mock tools. A call records the arguments
 * (C3), runs the first matching mock rule, records what the tool returned (C4) and, for write
 * tools with an `artifact` effect, the written artifact (C7). An `outbound-message` effect is
 * the C3 call itself: nothing else is recorded.
 */
import type { AgentSpec, Scenario, ToolSpec, VaultField } from '../../contracts/index.js';
import type { AttackPlacement } from '../attacks.js';
import type { ArtifactStore } from './artifacts.js';
import type { FlowGate } from './gate.js';
import type { TraceRecorder } from '../../trace/recorder.js';

/** How mock tools render the fields they return. */
export type ToolOutputFormat = 'lines' | 'json';

/** Runs mock tools and records their channels. */
export interface ToolExecutor {
  /** Calls `tool` on behalf of `agent`; returns the output the agent receives. */
  call(agent: AgentSpec, tool: ToolSpec, args: Readonly<Record<string, unknown>>): string;
}

/** Everything the executor needs from its trace. */
export interface ToolExecutorDeps {
  readonly scenario: Scenario;
  readonly recorder: TraceRecorder;
  readonly gate: FlowGate;
  readonly artifacts: ArtifactStore;
  readonly placement: AttackPlacement;
  readonly format: ToolOutputFormat;
}

const NO_RECORDS = 'No matching records.';

function argumentText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The vault field keys a mock tool returns for these arguments: the first rule whose `when`
 * entries all equal the arguments (as strings, case-insensitive), else `otherwise`.
 *
 * @example mockFields(lookupTool, { patient_id: 'pt-1' }) // ['patient.name', 'patient.allergies']
 */
export function mockFields(tool: ToolSpec, args: Readonly<Record<string, unknown>>): readonly string[] {
  for (const rule of tool.mock.rules) {
    const matches = Object.entries(rule.when).every(([name, expected]) => argumentText(args[name]).toLowerCase() === expected.toLowerCase());
    if (matches) return rule.returns;
  }
  return tool.mock.otherwise;
}

/** A field as one `label: value` line, the shape agents and mock tools use. */
export function fieldLine(field: VaultField): string {
  return `${field.label ?? field.key}: ${field.value}`;
}

/** Renders returned fields as `label: value` lines or as a JSON object keyed by field key. */
export function renderFields(fields: readonly VaultField[], format: ToolOutputFormat): string {
  if (fields.length === 0) return NO_RECORDS;
  if (format === 'json') return JSON.stringify(Object.fromEntries(fields.map((field) => [field.key, field.value])));
  return fields.map(fieldLine).join('\n');
}

/** What an artifact-writing call stores: its arguments as `name: value` lines. */
export function artifactContent(args: Readonly<Record<string, unknown>>): string {
  return Object.entries(args)
    .map(([name, value]) => `${name}: ${argumentText(value)}`)
    .join('\n');
}

function parseArguments(text: string, fallback: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : fallback;
  } catch {
    // A defense that rewrote C3 into non-JSON text still lets the call happen, with no arguments.
    return {};
  }
}

/** Creates the tool executor of one trace. */
export function createToolExecutor(deps: ToolExecutorDeps): ToolExecutor {
  const { scenario, recorder, gate, artifacts, placement, format } = deps;
  const vault = new Map(scenario.vault.map((field) => [field.key, field]));
  let calls = 0;
  return {
    call(agent, tool, args) {
      calls += 1;
      const callId = `call-${calls}`;
      const request = gate.pass({ channel: 'C3', kind: 'tool-call', from: agent.id, to: tool.name, tool: tool.name, content: JSON.stringify(args), agent });
      if (request.blocked === true) return `The call to ${tool.name} was blocked.`;
      recorder.emit({ channel: 'C3', kind: 'tool-call', from: agent.id, to: tool.name, tool: tool.name, callId, content: request.content });
      const effective = request.content === JSON.stringify(args) ? args : parseArguments(request.content, args);

      const returned = mockFields(tool, effective).flatMap((key) => {
        const field = vault.get(key);
        return field === undefined ? [] : [field];
      });
      let output: string;
      if (tool.kind === 'write') {
        let receipt = `OK: ${tool.name} accepted the request.`;
        if (tool.mock.effect === 'artifact') {
          const name = artifacts.write(agent, tool.name, artifactContent(effective));
          receipt = name === undefined ? `${tool.name}: the write was blocked.` : `OK: ${tool.name} saved ${name}.`;
        }
        output = returned.length === 0 ? receipt : `${receipt}\n${renderFields(returned, format)}`;
      } else {
        output = renderFields(returned, format);
      }
      output = placement.toolOutput(tool, output);

      const result = gate.pass({ channel: 'C4', kind: 'tool-result', from: tool.name, to: agent.id, tool: tool.name, content: output, agent });
      if (result.blocked === true) return `The output of ${tool.name} was withheld.`;
      recorder.emit({ channel: 'C4', kind: 'tool-result', from: tool.name, to: agent.id, tool: tool.name, callId, content: result.content });
      return result.content;
    },
  };
}
