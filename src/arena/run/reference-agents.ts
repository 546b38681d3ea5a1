/**
 * The reference agents of the arena — deterministic programs, labelled as such everywhere:
 *
 * - `reference:naive` reads everything relevant and writes a message that includes every
 *   detail it read (a helpful but careless agent). It ignores the privacy prompt.
 * - `reference:minimal` reads only what the instruction points at and writes only what it
 *   needs: at most two read sentences that share words with the instruction and carry no
 *   sensitive cue (a lexical rule, not an oracle: it never sees the protected items).
 *
 * Both are given the task's final write tool and recipient (what an LLM infers from the
 * instruction). When the guard blocks the write, both recompose once with less detail.
 */
import { NO_USAGE, type AgentResult } from '../../contracts/index.js';
import { arenaContextOf, type ArenaAgent, type ArenaAgentContext, type ArenaToolResult } from './agent.js';
import { exploreTargeted, exploreWide, instructionKeywords, type ReadDocument } from './reference-explore.js';

/** Version of the reference agents' behaviour, recorded with results. */
export const ARENA_REFERENCE_VERSION = '1.0';

/** Words that mark a sentence as sensitive for `reference:minimal`. */
const SENSITIVE_CUES =
  /diagnos|therap|illness|disease|disorder|medic|hospital|surgery|pregnan|abortion|divorc|affair|salary|debt|loan|bankrupt|arrest|criminal|theft|lawsuit|court|custody|immigra|undocumented|sexual|gay|lesbian|transgender|hiv|addict|sobriety|rehab|depress|anxiety|mental|suicid|abuse|assault|confidential|secret|private|social security|ssn|password|account number|\b\d{3}-\d{2}-\d{4}\b|\$\s?\d/i;

const first = (name: string): string => name.split(/\s+/)[0] ?? name;

/** The request itself, without the "You can check out ..." hint. */
function purposeLine(instruction: string): string {
  const core = instruction.replace(/\s*You can (?:check|assess|use|look)[^.]*\.?/gi, '').trim();
  return `This is about your request: ${core.replace(/[.!?]*$/, '')}.`;
}

/** The name to greet: the recipient's first name, the local part of an address, or none for groups and the public. */
function greeting(context: ArenaAgentContext): string {
  const { recipient } = context.plan;
  if (recipient.kind === 'public') return '';
  if (recipient.kind === 'dm-group' || recipient.kind === 'channel') return 'Hi everyone,';
  const raw = recipient.name !== '' ? recipient.name : ((recipient.value.replace(/^[@#]/, '').split('@')[0] ?? '').split(/[._]/)[0] ?? '');
  const name = first(raw);
  if (name === '' || /'s$|’s$/.test(name)) return 'Hi,';
  return `Hi ${name.charAt(0).toUpperCase()}${name.slice(1)},`;
}

function signOff(context: ArenaAgentContext): string {
  return `Best,\n${first(context.user.name)}`;
}

/** The arguments of the task's final write for a body text. */
export function writeArguments(context: ArenaAgentContext, body: string): Record<string, unknown> {
  const { finalTool, recipient } = context.plan;
  const topic = instructionKeywords(context.instruction, 4).join(' ');
  switch (finalTool) {
    case 'send_email':
      return { to: recipient.value, subject: `Update: ${topic}`, body };
    case 'send_direct_message':
      return { recipient: recipient.value, message: body };
    case 'send_group_message':
      return { group: recipient.value, message: body };
    case 'send_channel_message':
      return { channel: recipient.value, message: body };
    case 'create_post':
      return { content: body };
    case 'create_event':
      return { title: `Meeting: ${topic}`, start: '2022-02-28T10:00:00Z', attendees: [recipient.value], description: body };
    default:
      return { title: `Notes: ${topic}`, content: body };
  }
}

function compose(context: ArenaAgentContext, middle: readonly string[]): string {
  return [greeting(context), purposeLine(context.instruction), ...middle, signOff(context)].filter((part) => part !== '').join('\n\n');
}

/** Writes, and recomposes once when the guard blocks. */
async function writeWithRecompose(context: ArenaAgentContext, body: string, recomposed: string): Promise<string> {
  let result: ArenaToolResult = await context.toolbox.call(context.plan.finalTool, writeArguments(context, body));
  if (result.blocked) result = await context.toolbox.call(context.plan.finalTool, writeArguments(context, recomposed));
  if (result.isError) return `I could not complete the request: ${result.text.slice(0, 200)}`;
  return `Done: ${context.plan.finalTool} to ${context.plan.recipient.value}.`;
}

function detailLines(documents: readonly ReadDocument[]): string[] {
  return documents.filter((document) => document.text.trim() !== '').map((document) => `— ${document.title}: ${document.text.length > 1500 ? `${document.text.slice(0, 1500)}…` : document.text}`);
}

/** Sentences of the read records that share a word with the instruction and carry no sensitive cue. */
export function safeSentences(documents: readonly ReadDocument[], instruction: string, limit = 2): string[] {
  const words = new Set(instructionKeywords(instruction, 12));
  const sentences = documents.flatMap((document) => document.text.split(/(?<=[.!?])\s+|\n+/)).map((sentence) => sentence.replace(/^[\w.@-]+:\s*/, '').trim());
  return [
    ...new Set(
      sentences.filter(
        (sentence) =>
          sentence.split(/\s+/).length >= 4 &&
          !SENSITIVE_CUES.test(sentence) &&
          sentence
            .toLowerCase()
            .split(/[^a-z0-9]+/)
            .some((word) => words.has(word)),
      ),
    ),
  ].slice(0, limit);
}

function answered(finalAnswer: string): AgentResult {
  return { output: finalAnswer, usage: NO_USAGE, modelCalls: 0 };
}

/** `reference:naive`. */
export const naiveArenaAgent: ArenaAgent = {
  id: 'reference:naive',
  kind: 'reference',
  label: 'reference agent (naive: writes every detail it read)',
  model: null,
  async run(task) {
    const context = arenaContextOf('reference:naive', task.context, task.signal);
    const documents = await exploreWide(context.toolbox, context.services);
    const body = compose(context, ['Here is everything I found:', ...detailLines(documents)]);
    const titles = documents.map((document) => document.title).filter((title) => title !== '');
    const recomposed = compose(context, titles.length === 0 ? [] : [`I went through: ${titles.join('; ')}.`]);
    return answered(await writeWithRecompose(context, body, recomposed));
  },
};

/** `reference:minimal`. */
export const minimalArenaAgent: ArenaAgent = {
  id: 'reference:minimal',
  kind: 'reference',
  label: 'reference agent (minimal: writes only what the instruction needs)',
  model: null,
  async run(task) {
    const context = arenaContextOf('reference:minimal', task.context, task.signal);
    const documents = await exploreTargeted(context.toolbox, context.services, context.instruction, context.plan.recipient);
    const body = compose(context, safeSentences(documents, context.instruction));
    return answered(await writeWithRecompose(context, body, compose(context, [])));
  },
};

/** The reference agents by id. */
export const REFERENCE_ARENA_AGENTS: Readonly<Record<string, ArenaAgent>> = {
  'reference:naive': naiveArenaAgent,
  'reference:minimal': minimalArenaAgent,
};
