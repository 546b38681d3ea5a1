import { disallowedFields, redactFields } from './redact.js';
import type { Defense } from './types.js';

/**
 * Internal-channel interceptor (AgentLeak §VII): before an inter-agent message (C2) or a memory
 * write or read (C5) is delivered, the values of vault fields outside that channel's allowed set
 * are redacted. The receiver gets the redacted text, so a needed value that the policy forbids
 * on the channel is lost — the task-success cost is measured, not hidden.
 */
export const internalInterceptorDefense: Defense = {
  id: 'internal-interceptor',
  description: 'Redacts disallowed vault values in inter-agent messages (C2) and memory (C5) before delivery.',
  transform(flow, scope) {
    if (flow.channel !== 'C2' && flow.channel !== 'C5') return { content: flow.content };
    const redaction = redactFields(flow.content, disallowedFields(scope.scenario, flow.channel));
    return { content: redaction.text, redactedFields: redaction.fields };
  },
};
