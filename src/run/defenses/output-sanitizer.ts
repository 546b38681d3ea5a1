import { disallowedFields, redactFields } from './redact.js';
import type { Defense } from './types.js';

/**
 * Output sanitizer: redacts vault values that are not allowed on C1 from the final answer, and
 * nothing else — the output-only defense whose blind spot (C2–C7) the benchmark measures.
 */
export const outputSanitizerDefense: Defense = {
  id: 'output-sanitizer',
  description: 'Redacts disallowed vault values from the final answer (C1) only.',
  transform(flow, scope) {
    if (flow.channel !== 'C1') return { content: flow.content };
    const redaction = redactFields(flow.content, disallowedFields(scope.scenario, 'C1'));
    return { content: redaction.text, redactedFields: redaction.fields };
  },
};
