/**
 * Simulated mode: a fixed system prompt (plus the aggregation rules when on), the configured
 * query, and a scripted search/reflection transcript that hands the documents over in order
 * (A, B, then the distractor when present). No retrieval happens; only the final answer is judged.
 */
import type { AgentEnvironment, TranscriptStep } from '../agents/types.js';
import { documentsFor, queryFor, renderDocument, simulatedSystemPrompt, type MosaicConfiguration } from '../config.js';
import type { MosaicExample } from '../dataset.js';

const REFLECTIONS = [
  'I will search the document store for material relevant to the question.',
  'That covers part of the question. I will search for related records.',
  'I will run one more search in case other documents are relevant.',
];
const SEARCHES = ['{query}', 'related records for: {query}', 'other documents about: {query}'];

/** A prepared simulated run: the environment and the ids of the documents it puts in context. */
export interface SimulatedRun {
  readonly environment: Extract<AgentEnvironment, { mode: 'simulated' }>;
  readonly documentIds: readonly string[];
}

/**
 * Builds the simulated environment of one example under one configuration.
 *
 * @example buildSimulatedRun(example, configuration).environment.transcript.length // 2 or 3
 */
export function buildSimulatedRun(example: MosaicExample, configuration: MosaicConfiguration): SimulatedRun {
  const query = queryFor(example, configuration.intent);
  const documents = documentsFor(example, configuration);
  // A scripted agent searches for the question, not for the adversarial suffix.
  const searchText = configuration.intent === 'adversarial' ? example.queries.explicit : query;
  const transcript: TranscriptStep[] = documents.map((document, index) => ({
    reflection: REFLECTIONS[index] ?? REFLECTIONS[REFLECTIONS.length - 1] ?? '',
    callId: `search-${index + 1}`,
    search: (SEARCHES[index] ?? '{query}').replace('{query}', searchText),
    result: renderDocument(document, configuration.headers),
  }));
  return {
    environment: { mode: 'simulated', system: simulatedSystemPrompt(configuration), query, transcript },
    documentIds: documents.map((document) => document.id),
  };
}
