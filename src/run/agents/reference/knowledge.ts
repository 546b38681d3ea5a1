/**
 * What a reference agent has read. Knowledge comes only from the text delivered to the agent —
 * the request, tool outputs, messages, memory reads — never from the scenario: a value is known
 * when the agent read it as a labelled field (`Patient phone: (813) 658-7080`, or a JSON object
 * keyed by field), and an injected instruction is followed only because the agent read it. So
 * a value a defense redacted is a value the agent does not have, and cannot use, share or leak.
 */
import type { PolicyField } from '../types.js';
import type { KnownValue } from './known-value.js';
import { parseInstructions, type Instruction } from './obey.js';

export type { KnownValue } from './known-value.js';

/** The accumulated reading of one agent turn. */
export interface Knowledge {
  /** Reads a text: learns the labelled values it contains and notices injected instructions. */
  read(text: string): void;
  /** Every labelled value read, first reading of each label, in reading order. */
  values(): readonly KnownValue[];
  /** Whether `text` (case-insensitive) occurs in anything the agent has read. */
  seen(text: string): boolean;
  /** Instructions to put data somewhere, found in what the agent read, in reading order. */
  instructions(): readonly Instruction[];
}

/** `Label: value` on one line; the label is short and holds no colon. */
const LABELLED_LINE = /^[ \t]*([A-Za-z][^:\n]{0,60}?):[ \t]+(\S[^\n]*?)[ \t]*$/gm;
/** Labels that name message structure, not a field. */
const STRUCTURAL_LABELS = new Set(['task', 'context', 'notes so far', 'details you need', 'done', 'as requested']);

/** A label or key in a comparable form: lower case, letters and digits only. */
export function labelForm(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The labelled values of a text: `Label: value` lines, or the string entries of a JSON object. */
export function labelledValues(text: string): KnownValue[] {
  const trimmed = text.trim();
  if (trimmed.startsWith('{') && trimmed.endsWith('}')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
        return Object.entries(parsed as Record<string, unknown>)
          .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].length > 0)
          .map(([label, value]) => ({ label, value }));
      }
    } catch {
      // Not JSON after all: read it as lines.
    }
  }
  const found: KnownValue[] = [];
  for (const match of text.matchAll(LABELLED_LINE)) {
    const label = (match[1] ?? '').trim();
    const value = match[2] ?? '';
    if (STRUCTURAL_LABELS.has(label.toLowerCase())) continue;
    found.push({ label, value });
  }
  return found;
}

/** Whether a known value is the policy field: same label, or (JSON outputs) same key. */
export function isPolicyField(known: KnownValue, field: PolicyField): boolean {
  return known.label === field.key || labelForm(known.label) === labelForm(field.label);
}

/** The known values a channel's policy allows, in knowledge order. */
export function allowedValues(known: readonly KnownValue[], allowed: readonly PolicyField[]): KnownValue[] {
  return known.filter((value) => allowed.some((field) => isPolicyField(value, field)));
}

/** Creates an empty knowledge for one turn. */
export function createKnowledge(): Knowledge {
  const byLabel = new Map<string, KnownValue>();
  const instructions: Instruction[] = [];
  let corpus = '';
  return {
    read(text) {
      if (text.length === 0) return;
      for (const value of labelledValues(text)) {
        const form = labelForm(value.label);
        if (!byLabel.has(form)) byLabel.set(form, value);
      }
      corpus += `\n${text.toLowerCase()}`;
      instructions.push(...parseInstructions(text));
    },
    values: () => [...byLabel.values()],
    seen: (text) => text.length > 0 && corpus.includes(text.toLowerCase()),
    instructions: () => instructions,
  };
}
