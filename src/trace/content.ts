/**
 * Turning whatever a framework hands over (strings, JSON values, message objects) into the
 * text of a trace event, the same way in every adapter.
 */

/**
 * The text of a value as it would travel: strings as they are, anything else as JSON.
 *
 * @example contentText({ id: 'P-1' }) // '{"id":"P-1"}'
 */
export function contentText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined || value === null) return '';
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return String(value);
  }
}

/** A JSON object parsed from text, or undefined when the text is not one. */
export function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** A string property of an object-like value ('' when absent; non-strings as JSON). */
export function stringProperty(value: unknown, name: string): string {
  if (typeof value !== 'object' || value === null) return '';
  const property = (value as Record<string, unknown>)[name];
  return property === undefined ? '' : contentText(property);
}
