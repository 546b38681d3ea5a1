/**
 * The JSON Schema of one trace line, generated from the zod contract so the two cannot
 * disagree. `docs/trace-format.schema.json` is this output, checked by a test.
 */
import { z } from 'zod';
import { GuardDecisionEventSchema, TRACE_FORMAT_VERSION, TraceRecordSchema } from '../contracts/index.js';

/** `$id` of the published schema, versioned with the trace format. A URN, because the project has no schema host. */
export const TRACE_SCHEMA_ID = `urn:leakscope:schema:trace-format:${TRACE_FORMAT_VERSION}`;

/**
 * The JSON Schema (draft 2020-12) of a trace record as readers accept it: fields with
 * defaults are optional, exactly as in the zod input type. `$defs.GuardDecisionEvent` is the
 * shape leakscope writes for `kind: "guard-decision"` (readers accept any `meta` there).
 *
 * @example
 * writeFileSync('trace.schema.json', JSON.stringify(traceRecordJsonSchema(), null, 2));
 */
export function traceRecordJsonSchema(): Record<string, unknown> {
  const options = { target: 'draft-2020-12', io: 'input', unrepresentable: 'throw' } as const;
  const generated = z.toJSONSchema(TraceRecordSchema, options);
  const { $schema: _, ...decision } = z.toJSONSchema(GuardDecisionEventSchema, options);
  // Put the identifying keys first so the published file reads well.
  const { $schema, ...rest } = generated;
  return {
    $schema,
    $id: TRACE_SCHEMA_ID,
    title: `leakscope trace record (format ${TRACE_FORMAT_VERSION})`,
    description: 'One line of a leakscope trace file (JSON Lines): a trace-start, an event or a trace-end. See docs/trace-format.md.',
    ...rest,
    $defs: {
      GuardDecisionEvent: {
        description: 'An event of kind guard-decision as leakscope writes it: a guard or defense decision on one flow, never scored by detection. Readers accept any meta (older traces).',
        ...decision,
      },
    },
  };
}

/** The schema as the committed file holds it: 2-space JSON with a final newline. */
export function traceRecordJsonSchemaText(): string {
  return `${JSON.stringify(traceRecordJsonSchema(), null, 2)}\n`;
}
