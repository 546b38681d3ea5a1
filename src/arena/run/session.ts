/**
 * One unit of a run: one task × one agent × one condition, in a fresh world. The agent reaches
 * the services over MCP only (through the guard's gateway under C2–C4); what reached the
 * services is recorded at the service side (C3 arguments, C4 results, C7 committed writes), the
 * guard's decisions as `guard-decision` events, the answer as C1. The world is closed after.
 */
import { NO_USAGE, type AgentTool, type AgentUsageMeter, type TraceRecord } from '../../contracts/index.js';
import type { GuardDecisionLog, GuardTraceSink, ModelJudgeOptions } from '../../guard/index.js';
import { maskValuesInText } from '../../lib/masking.js';
import { logicalClock, PRIVACY_PROMPT, type Clock } from '../../run/index.js';
import { guardDecisionFromLog } from '../../trace/guard-decision.js';
import { createTraceRecorder, type TraceRecorder } from '../../trace/recorder.js';
import { connectArenaMcp, type ArenaMcpSession } from '../mcp/connect.js';
import { outcomeText } from '../mcp/server.js';
import type { CommittedWrite } from '../services/types.js';
import { createArenaWorld, type ArenaWorld, type ArenaWorldOptions } from '../services/world.js';
import type { ArenaTask } from '../task.js';
import type { ToolClass } from '../tools/definitions.js';
import { arenaTool } from '../tools/registry.js';
import { arenaSystemPrompt, BLOCKED_PREFIX, type ArenaAgent, type ArenaAgentContext, type ArenaAgentResult, type ArenaToolbox } from './agent.js';
import { defenseLabel, type ArenaCondition, type ConditionId } from './conditions.js';
import { ARENA_POLICY, conditionGuard, taskPurpose, taskVault } from './task-guard.js';

/** The agent's name in flow records and traces. */
export const ARENA_AGENT_NAME = 'assistant';

/** A guard decision as the metrics use it. */
export interface DecisionRecord {
  readonly tool: string;
  /** True for write tools (the disposition mix counts only these). */
  readonly write: boolean;
  readonly decision: GuardDecisionLog['decision'];
  readonly fields: readonly { readonly target: string; readonly action: string }[];
  readonly failure: boolean;
}

/** What one unit produced. */
export interface ArenaUnitResult {
  readonly taskId: string;
  readonly agent: string;
  readonly model: string | null;
  readonly condition: ConditionId;
  readonly status: 'ok' | 'error' | 'timeout';
  readonly error?: string;
  readonly finalAnswer: string;
  readonly committed: readonly CommittedWrite[];
  /** Every service result the agent received, with the tool's class. */
  readonly observations: readonly { readonly tool: string; readonly class: ToolClass; readonly text: string }[];
  readonly toolCalls: number;
  readonly decisions: readonly DecisionRecord[];
  /** Vault keys the guard's inventory holds at the end; null without a guard. */
  readonly inventory: readonly string[] | null;
  /** The texts the guard learned from reads (in memory only, for extraction recall; never written); null without a guard. */
  readonly learned: readonly string[] | null;
  readonly usage: { readonly inputTokens: number; readonly outputTokens: number };
  readonly records: readonly TraceRecord[];
}

/** Options of {@link runArenaUnit}. */
export interface ArenaUnitOptions {
  readonly world?: ArenaWorldOptions;
  readonly clock?: Clock;
  /** Per unit; default 120 s. */
  readonly timeoutMs?: number;
  /** Blocked attempts of one write tool before the toolbox stops forwarding it; default 2 (the write and one recomposition). */
  readonly maxBlockedAttempts?: number;
  /** Model for the model-judged guard criteria (C3, C4); offline approximations without it. */
  readonly guardJudge?: ModelJudgeOptions;
}

function decisionSink(recorder: TraceRecorder, decisions: DecisionRecord[]): GuardTraceSink {
  return {
    path: 'arena',
    // The services record what reached them; the gateway's own copies would duplicate it.
    event: () => undefined,
    decision(log, flowKind = 'tool-call') {
      const tool = log.tool ?? '';
      decisions.push({ tool, write: arenaTool(tool)?.class === 'write', decision: log.decision, fields: log.fields, failure: log.failure !== undefined });
      recorder.emit(guardDecisionFromLog(log, flowKind));
    },
    close: async () => undefined,
  };
}

/**
 * Runs one task with one agent under one condition. Never throws for agent or model failures:
 * they end the trace with status `error` (or `timeout`) and a reason without vault values.
 *
 * @example const result = await runArenaUnit(task, naiveArenaAgent, CONDITIONS.C4);
 */
export async function runArenaUnit(task: ArenaTask, agent: ArenaAgent, condition: ArenaCondition, options: ArenaUnitOptions = {}): Promise<ArenaUnitResult> {
  const vault = taskVault(task);
  const values = vault.map((field) => field.value);
  const recorder = createTraceRecorder({
    start: {
      traceId: `${task.id}|${agent.id}|${condition.id}`,
      scenarioId: task.id,
      run: { agent: agent.id, model: agent.model, topology: 'single', defense: defenseLabel(condition), seed: 0, domain: task.context.dataType || 'unknown', source: 'leakscope-arena' },
      vault,
      policy: ARENA_POLICY,
    },
    clock: options.clock ?? logicalClock(),
  });
  const decisions: DecisionRecord[] = [];
  const observations: { tool: string; class: ToolClass; text: string }[] = [];
  let calls = 0;
  let world: ArenaWorld | undefined;
  let session: ArenaMcpSession | undefined;
  let result: ArenaAgentResult | undefined;
  // Counts the calls of a run that fails part-way (a finished run reports its own usage).
  const spent = { inputTokens: 0, outputTokens: 0 };
  const meter: AgentUsageMeter = {
    addCall(usage) {
      spent.inputTokens += usage.inputTokens;
      spent.outputTokens += usage.outputTokens;
    },
    addRetry: () => undefined,
  };
  let status: ArenaUnitResult['status'] = 'ok';
  let error: string | undefined;
  const guard = conditionGuard(task, condition, options.guardJudge === undefined ? {} : { judge: options.guardJudge });
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 120_000);
  try {
    world = await createArenaWorld(task.seed, options.world);
    world.onCall((call) => {
      const tool = arenaTool(call.tool);
      const toolClass: ToolClass = tool?.class ?? 'write';
      const callId = `call-${(calls += 1)}`;
      const service = tool?.service ?? 'unknown';
      recorder.emit({ channel: 'C3', kind: 'tool-call', from: ARENA_AGENT_NAME, to: service, tool: call.tool, callId, content: JSON.stringify(call.args), meta: { class: toolClass } });
      const text = outcomeText(call.outcome);
      recorder.emit({ channel: 'C4', kind: 'tool-result', from: call.tool, to: ARENA_AGENT_NAME, tool: call.tool, callId, content: text, meta: { class: toolClass, isError: !call.outcome.ok } });
      if (call.outcome.ok) observations.push({ tool: call.tool, class: toolClass, text });
      if (call.committed !== undefined) {
        const written = call.committed.fields.map((field) => `${field.name}: ${field.text}`).join('\n');
        recorder.emit({
          channel: 'C7',
          kind: 'artifact',
          from: ARENA_AGENT_NAME,
          to: call.committed.recipients.join(', '),
          tool: call.tool,
          callId,
          content: written,
          meta: { service, recordId: call.committed.recordId, audience: call.committed.audience, write: call.committed.seq },
        });
      }
    });
    session = await connectArenaMcp(world, guard === undefined ? {} : { gateway: { guard, agent: ARENA_AGENT_NAME, purpose: taskPurpose(task), vault, trace: decisionSink(recorder, decisions) } });
    const open = session;
    const blocked = new Map<string, number>();
    const toolbox: ArenaToolbox = {
      listTools: () => open.listTools(),
      async call(name, args) {
        const attempts = blocked.get(name) ?? 0;
        if (attempts >= (options.maxBlockedAttempts ?? 2)) return { text: `Error: the guard refused ${name} ${attempts} times; it is not forwarded again`, isError: true, blocked: true };
        const answer = await open.callTool(name, args);
        const wasBlocked = answer.isError && answer.text.startsWith(BLOCKED_PREFIX);
        if (wasBlocked) {
          blocked.set(name, attempts + 1);
          recorder.emit({ channel: 'C4', kind: 'tool-result', from: `guard:${condition.criterion ?? 'none'}`, to: ARENA_AGENT_NAME, tool: name, content: answer.text, meta: { blocked: true } });
        }
        return { ...answer, blocked: wasBlocked };
      },
    };
    const privacyPrompt = condition.privacyPrompt ? PRIVACY_PROMPT : undefined;
    const context: ArenaAgentContext = {
      instruction: task.instruction,
      user: task.seed.user,
      services: task.services,
      plan: { finalTool: task.finalTool, recipient: task.recipient },
      privacyPrompt,
      toolbox,
      signal: controller.signal,
    };
    const tools: AgentTool[] = (await open.listTools()).map((listed) => ({
      name: listed.name,
      description: listed.description ?? '',
      inputSchema: listed.inputSchema,
      execute: async (args) => (await toolbox.call(listed.name, { ...args })).text,
    }));
    result = await agent.run({
      id: `${task.id}|${condition.id}`,
      instructions: arenaSystemPrompt(context),
      input: task.instruction,
      tools,
      signal: controller.signal,
      meter,
      context,
    });
    recorder.emit({ channel: 'C1', kind: 'final-answer', from: ARENA_AGENT_NAME, to: 'user', content: result.output });
  } catch (caught) {
    status = controller.signal.aborted ? 'timeout' : 'error';
    error = maskValuesInText(caught instanceof Error ? `${caught.name}: ${caught.message}` : String(caught), values).slice(0, 500);
  } finally {
    clearTimeout(timer);
    await session?.close();
    await world?.close();
  }
  const committed = world?.committed ?? [];
  const wanted = task.recipient.value.toLowerCase();
  const taskSuccess = committed.some(
    (write) => write.tool === task.finalTool && (task.recipient.kind === 'public' || write.recipients.some((recipient) => recipient.toLowerCase().replace(/^@/, '') === wanted.replace(/^@/, ''))),
  );
  const usage = result?.usage ?? (spent.inputTokens + spent.outputTokens === 0 ? NO_USAGE : { ...spent });
  const records = recorder.finish({ status, ...(error === undefined ? {} : { error }), taskSuccess: status === 'ok' ? taskSuccess : null, usage });
  return {
    taskId: task.id,
    agent: agent.id,
    model: agent.model,
    condition: condition.id,
    status,
    ...(error === undefined ? {} : { error }),
    finalAnswer: result?.output ?? '',
    committed,
    observations,
    toolCalls: calls,
    decisions,
    inventory: guard === undefined ? null : vault.map((field) => field.key).filter((key) => guard.inventory.hasField(key)),
    learned: guard === undefined ? null : guard.inventory.learned.map((field) => field.value),
    usage,
    records,
  };
}
