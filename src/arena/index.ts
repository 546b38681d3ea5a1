/**
 * The executable arena: six services with real state behind MCP servers, one tool registry,
 * the PrivacyLens conversion, runs under conditions C0–C4 and the trajectory-level metrics.
 * Every export here is public API.
 */
export * from './task.js';
export { defineTool, recipientClassOfAudience, type Audience, type ToolClass, type ToolDefinition } from './tools/definitions.js';
export { ARENA_TOOLS, arenaTool, isToolName, toolsOfService, inputJsonSchema, guardToolChannels, type ArenaTool, type ToolName, type ToolArgs, type ToolNameOf } from './tools/registry.js';
export type { ArenaService, CommittedWrite, ToolOutcome, WrittenField, ToolHandlers } from './services/types.js';
export { createArenaWorld, logicalTimestamps, type ArenaWorld, type ArenaWorldOptions, type WorldCall } from './services/world.js';
export { embeddedDelivery, type MailDelivery, type OutgoingMail } from './services/mail.js';
export { startSmtpDelivery } from './services/mail-smtp.js';
export type { CalendarBackend } from './services/calendar.js';
export { openCalDavBackend, type CalDavOptions } from './services/calendar-caldav.js';
export { toIcs, fromIcs, type CalendarEvent } from './services/ics.js';
export { startRadicale, findRadicale, type RunningRadicale } from './services/radicale.js';
export { createServiceMcpServer, mcpToolOf, ARENA_MCP_VERSION } from './mcp/server.js';
export { connectArenaMcp, type ArenaMcpSession, type ArenaMcpOptions, type ArenaGatewayOptions, type AgentToolResult } from './mcp/connect.js';
export { serveArenaServiceStdio } from './mcp/stdio.js';
export { readTaskFile, writeTaskFile, parseTask, type TaskFile } from './task-file.js';
export { parseTrajectory, parseLenient, type TrajectoryStep, type ParsedValue } from '../trace/importers/privacylens/trajectory.js';
export { convertPrivacyLensItem, usefulSentences, PrivacyLensItemSchema, PRIVACYLENS_CONVERTER, type ItemConversion, type ConversionOptions, type PrivacyLensItem } from './privacylens/convert.js';
export { convertPrivacyLens, readPrivacyLensFile, type PrivacyLensConversion } from './privacylens/dataset.js';
export { rewriteInstruction, categoryOfDataType, TOOLKIT_SERVICES } from './privacylens/instruction.js';
export { ACTION_MAPPERS } from './privacylens/records.js';
export { prepareItem, matchItem, keyCoverage, userNameWords, type PreparedItem, type ItemMatch, type MatchSettings } from './matching/protected-items.js';
export { createProtectedItemDetector, PROTECTED_ITEM_DETECTOR_ID, GUARD_MATCH_COVERAGE } from './matching/detector.js';
export {
  spanMatcher,
  modelItemMatcher,
  helpfulnessProxy,
  judgeHelpfulness,
  finalWriteOf,
  METRIC_MATCH_COVERAGE,
  type ItemMatcher,
  type Judgement,
  type JudgeModel,
  type Helpfulness,
} from './matching/judges.js';
export { CONDITIONS, CONDITION_IDS, parseConditions, defenseLabel, type ArenaCondition, type ConditionId } from './run/conditions.js';
export { taskVault, taskPurpose, conditionGuard, ARENA_POLICY, type ConditionGuardOptions } from './run/task-guard.js';
export { BLOCKED_PREFIX, type ArenaAgent, type ArenaAgentContext, type ArenaAgentResult, type ArenaToolbox, type ArenaToolResult } from './run/agent.js';
export { naiveArenaAgent, minimalArenaAgent, REFERENCE_ARENA_AGENTS, ARENA_REFERENCE_VERSION } from './run/reference-agents.js';
export { createArenaLlmAgent, arenaSystemPrompt, type ArenaLlmAgentOptions } from './run/llm-agent.js';
export { runArenaUnit, ARENA_AGENT_NAME, type ArenaUnitResult, type ArenaUnitOptions, type DecisionRecord } from './run/session.js';
export { runArena, helpfulnessLabelOf, type ArenaRunOptions, type ArenaRunSummary } from './run/runner.js';
export { scoreUnit, aggregateArena, type UnitScore, type ConditionMetrics, type HelpfulnessSource } from './metrics.js';
export { renderArenaTable } from './summary.js';
