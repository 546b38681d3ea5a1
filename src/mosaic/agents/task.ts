/**
 * A mosaic environment as a contract task. Simulated mode replays the scripted transcript as
 * the agent's own earlier steps (`history`: reflection + `search_documents` call + result per
 * step) with the search tool declared but not callable (`toolChoice: 'none'`); live mode offers
 * `list_files` and `read_file` over the run's workspace.
 */
import type { AgentHistoryItem, AgentTask, AgentTool } from '../../contracts/index.js';
import type { AgentEnvironment, TranscriptStep, WorkspaceTools } from './types.js';

/** The scripted search tool of simulated mode. */
export const SEARCH_TOOL = 'search_documents';

// Declared so the replayed calls are well-formed; `toolChoice: 'none'` keeps the model from calling it.
const searchTool: AgentTool = {
  name: SEARCH_TOOL,
  description: 'Search the document store and return the most relevant document.',
  inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'], additionalProperties: false },
  execute: async () => 'error: search is not available in this step',
};

/** The transcript as replayed steps: reflection + search call, then its result, per step. */
export function transcriptHistory(transcript: readonly TranscriptStep[]): AgentHistoryItem[] {
  return transcript.flatMap((step): AgentHistoryItem[] => [
    { role: 'assistant', text: step.reflection, calls: [{ id: step.callId, name: SEARCH_TOOL, args: { query: step.search } }] },
    { role: 'tool', callId: step.callId, name: SEARCH_TOOL, output: step.result },
  ]);
}

/** `list_files` and `read_file` over a workspace. */
export function workspaceAgentTools(tools: WorkspaceTools): AgentTool[] {
  return [
    {
      name: 'list_files',
      description: 'List every file in the workspace (paths relative to the workspace root).',
      inputSchema: { type: 'object', properties: {}, additionalProperties: false },
      execute: async () => (await tools.listFiles()).join('\n'),
    },
    {
      name: 'read_file',
      description: 'Read one file of the workspace by its relative path.',
      inputSchema: { type: 'object', properties: { path: { type: 'string', description: 'relative path, e.g. docs/report.md' } }, required: ['path'], additionalProperties: false },
      execute: async (args) => (typeof args['path'] === 'string' ? tools.readFile(args['path']) : 'error: read_file needs a "path" string'),
    },
  ];
}

/**
 * The task of one answer.
 *
 * @example const result = await agent.run(environmentTask(run.environment, 'reference:synthesizer|cyb_001|explicit.d0.h0.r0|1', signal));
 */
export function environmentTask(environment: AgentEnvironment, id: string, signal: AbortSignal): AgentTask {
  if (environment.mode === 'simulated') {
    return { id, instructions: environment.system, input: environment.query, history: transcriptHistory(environment.transcript), tools: [searchTool], toolChoice: 'none', signal };
  }
  return { id, instructions: environment.system, input: environment.query, tools: workspaceAgentTools(environment.tools), signal };
}
