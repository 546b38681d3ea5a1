/**
 * Prompt templates of LLM agents. The version is recorded in every run's config.json; change it
 * whenever the wording changes, because cached responses are only valid for the same prompts.
 */
import type { AgentTurnContext } from '../types.js';

/** Version of the templates below. */
export const PROMPT_TEMPLATE_VERSION = 'llm-agent/1';

/** The system prompt of one agent turn. */
export function systemPrompt(context: AgentTurnContext): string {
  const { toolbox } = context;
  const lines = [context.instructions, ''];
  if (context.privacyInstructions !== undefined) lines.push(context.privacyInstructions, '');
  lines.push('You work inside a multi-agent system. Use your tools to do your part of the task.');
  if (toolbox.delegates.length > 0) {
    lines.push('You can delegate sub-tasks to these agents (their reply comes back as the tool result):');
    for (const delegate of toolbox.delegates) lines.push(`- delegate_to_${delegate.id}: ${delegate.role}`);
  }
  if (toolbox.memory === 'read') lines.push('You can read the shared memory with memory_read.');
  if (toolbox.memory === 'read-write') lines.push('You can read and write the shared memory with memory_read and memory_write.');
  lines.push('Record your working notes with the log tool.');
  lines.push(`When your part is done, reply with your answer as plain text; it goes to ${context.from === 'user' ? 'the user' : `the ${context.from} agent`}.`);
  return lines.join('\n');
}
