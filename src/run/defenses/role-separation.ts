import { fieldsToRedact, redactFields } from './redact.js';
import type { Defense } from './types.js';

/**
 * Role separation: an agent receives from tool outputs (C4) only the vault fields its role lists
 * in `fields`; other values are redacted before the output is recorded and delivered. An agent
 * whose role lists no fields receives none (the schema reads an empty list as "needs none").
 */
export const roleSeparationDefense: Defense = {
  id: 'role-separation',
  description: "Each agent sees only its role's fields in tool outputs.",
  transform(flow, scope) {
    if (flow.channel !== 'C4' || flow.agent === undefined) return { content: flow.content };
    const redaction = redactFields(flow.content, fieldsToRedact(scope.scenario.vault, new Set(flow.agent.fields)));
    return { content: redaction.text, redactedFields: redaction.fields };
  },
};
