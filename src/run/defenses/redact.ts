/**
 * Removal of vault values from text, used by the content-rewriting defenses. The replacement
 * names the field but keeps nothing of the value (unlike report masking, which keeps the last
 * four digits): a defense must not leave a partial disclosure behind.
 */
import { allowedFields, type ChannelId, type Scenario, type VaultField } from '../../contracts/index.js';

/** Values shorter than this are not redacted: they would match ordinary words. */
const MIN_VALUE_LENGTH = 3;

interface Match {
  readonly start: number;
  readonly end: number;
  readonly key: string;
}

/** The text with every occurrence (case-insensitive) of the fields' values replaced by `[redacted:<key>]`. */
export interface Redaction {
  readonly text: string;
  /** Keys of the fields that were found and removed, in vault order. */
  readonly fields: readonly string[];
}

/**
 * Replaces the values of `fields` in `text`. Overlapping matches keep the longest (then the
 * earliest), and matches are collected on the original text so a replacement token is never
 * matched again.
 *
 * @example redactFields('SSN 512-44-9921', [ssnField]).text // 'SSN [redacted:patient.ssn]'
 */
export function redactFields(text: string, fields: readonly VaultField[]): Redaction {
  const lower = text.toLowerCase();
  const matches: Match[] = [];
  for (const field of fields) {
    const needle = field.value.toLowerCase();
    if (needle.trim().length < MIN_VALUE_LENGTH) continue;
    for (let index = lower.indexOf(needle); index >= 0; index = lower.indexOf(needle, index + needle.length)) {
      matches.push({ start: index, end: index + needle.length, key: field.key });
    }
  }
  if (matches.length === 0) return { text, fields: [] };
  matches.sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start));
  let out = '';
  let last = 0;
  const found = new Set<string>();
  for (const match of matches) {
    if (match.start < last) continue;
    out += `${text.slice(last, match.start)}[redacted:${match.key}]`;
    last = match.end;
    found.add(match.key);
  }
  out += text.slice(last);
  return { text: out, fields: fields.filter((field) => found.has(field.key)).map((field) => field.key) };
}

/**
 * The fields of `vault` outside `permitted` whose values must be removed. A value that a
 * permitted field also has (two fields, one value) stays: it may flow as the permitted field.
 */
export function fieldsToRedact(vault: readonly VaultField[], permitted: ReadonlySet<string>): readonly VaultField[] {
  const permittedValues = new Set(vault.filter((field) => permitted.has(field.key)).map((field) => field.value.toLowerCase()));
  return vault.filter((field) => !permitted.has(field.key) && !permittedValues.has(field.value.toLowerCase()));
}

/** The vault fields whose values may not appear on `channel` under the scenario's policy. */
export function disallowedFields(scenario: Scenario, channel: ChannelId): readonly VaultField[] {
  return fieldsToRedact(scenario.vault, new Set(allowedFields(scenario.policy, channel)));
}
