/**
 * Scenarios: the deterministic generator, the 32-class attack catalog, validation, statistics
 * and the AgentLeak importer. Any new export here becomes public API.
 */
export { ATTACK_CATALOG, ATTACK_FAMILIES, attackById, attacksAtLevel, type AttackClass, type PayloadEncoding } from './attacks/catalog.js';
export { renderPayload, type PayloadContext } from './attacks/render.js';
export { generateScenarios, generateScenarioStream, GENERATOR_NAME, type GenerateOptions } from './generate/index.js';
export { scenarioHash, withHash, type ScenarioWithoutHash } from './hash.js';
export { checkScenario, type ScenarioProblem } from './checks.js';
export { formatIssue, readScenarioFile, validateScenarioFile, validateScenarioText, validateScenarioValue, type ScenarioFileReport, type ScenarioIssue, type ScenarioLineResult } from './validate.js';
export { allowedUnion, computeStats, createStatsAccumulator, renderStatsMarkdown, renderStatsText, type ScenarioStats, type Spread, type StatsAccumulator, type StatsTable } from './stats.js';
export {
  convertAgentLeakLine,
  importAgentLeakFile,
  renderImportSummary,
  summarizeImport,
  type ImportCounts,
  type ImportOutcome,
  type ImportReasonCode,
  type ImportReportEntry,
  type ImportSummary,
} from '../trace/importers/agentleak/scenarios.js';
