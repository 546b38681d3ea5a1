/**
 * Raw vault values of a trace file, and a check that none of them appears in some output, in
 * the clear or in a form a detector also finds (base64, hex, reversed, another case): the test
 * behind "reports do not re-leak" for report.html, report.md and the viewer.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { foldText } from '../../detect/fold.js';

/** The hand-written example traces (inline vaults). */
export const EXAMPLE_TRACES = resolve(import.meta.dirname, '../../../examples/traces.jsonl');

/**
 * Every raw value of every inline vault in a leakscope JSONL file, plus the digits-only form
 * of values with five or more digits (the form a detector also finds: `512443981`).
 */
export async function vaultValues(file: string = EXAMPLE_TRACES): Promise<string[]> {
  const values = new Set<string>();
  for (const line of (await readFile(file, 'utf8')).split('\n')) {
    if (line.trim() === '') continue;
    const record: unknown = JSON.parse(line);
    if (typeof record !== 'object' || record === null || !('vault' in record) || !Array.isArray(record.vault)) continue;
    for (const field of record.vault as unknown[]) {
      if (typeof field !== 'object' || field === null || !('value' in field) || typeof field.value !== 'string') continue;
      const value = field.value;
      if (value.trim().length < 3) continue;
      values.add(value);
      const digits = value.replace(/\D/g, '');
      if (digits.length >= 5) values.add(digits);
    }
  }
  return [...values];
}

/** A form of a value to look for in an output, named for the failure message (`base64 of …`). */
interface ValueForm {
  readonly name: string;
  readonly text: string;
}

/**
 * The base64 of a value wherever it sits in a longer encoded text: for each of the three byte
 * alignments, the characters that encode the value's bytes alone (the first and last groups
 * also carry neighbouring bytes, so they are left out). Standard and URL-safe alphabets.
 */
function base64Forms(value: string): string[] {
  const bytes = Buffer.from(value, 'utf8');
  const forms: string[] = [];
  for (let shift = 0; shift < 3; shift += 1) {
    const encoded = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64');
    const inner = encoded.slice(shift === 0 ? 0 : 4, Math.floor((shift + bytes.length) / 3) * 4);
    // Shorter than 8 characters, a piece of base64 turns up by chance in hashes and ids.
    if (inner.length < 8) continue;
    forms.push(inner, inner.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return [...new Set(forms)];
}

/**
 * The forms of a value an output must not hold: the value, its base64 and hex (of its UTF-8
 * bytes) and its reversal. Case is folded when comparing, so an upper-cased copy counts too.
 */
export function valueForms(value: string): ValueForm[] {
  const forms: ValueForm[] = [{ name: value, text: value }];
  for (const text of base64Forms(value)) forms.push({ name: `base64 of ${value}`, text });
  if (Buffer.byteLength(value, 'utf8') >= 4) forms.push({ name: `hex of ${value}`, text: Buffer.from(value, 'utf8').toString('hex') });
  const reversed = [...value].reverse().join('');
  if (value.length >= 5 && reversed.toLowerCase() !== value.toLowerCase()) forms.push({ name: `reversed ${value}`, text: reversed });
  return forms;
}

/** A date and time of day (`2026-12-04T02:46:57.669Z`): the report's own time stamps, which no vault value is. */
const TIME_STAMP = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})/g;

/**
 * The values (from {@link vaultValues}) that occur in the text, case-insensitively, in any of
 * their {@link valueForms}: `512-44-3981`, `base64 of CANARY_…`, `reversed CANARY_…`. Time
 * stamps are taken out first: on the day a vault date names (the example books a follow-up on
 * 2026-12-04), the report's `generatedAt` is no re-leak.
 */
export function rawValuesIn(text: string, values: readonly string[]): string[] {
  const stamped = text.replace(TIME_STAMP, '<time>');
  const lower = stamped.toLowerCase();
  // Written with invisible or look-alike characters (`512\u200b-44-3981`, full-width digits) is no less a re-leak.
  const folded = foldText(stamped)?.text.toLowerCase();
  return values.flatMap((value) =>
    valueForms(value).flatMap((form) => {
      const needle = form.text.toLowerCase();
      if (lower.includes(needle)) return [form.name];
      return folded?.includes(needle) === true ? [`obfuscated ${form.name}`] : [];
    }),
  );
}

/** The SSN of {@link writeObfuscatedRepeats} with zero-width spaces inside, and in full-width digits. */
export const OBFUSCATED_SSNS = ['512\u200b-44-\u200b3981', '\uff15\uff11\uff12-\uff14\uff14-\uff13\uff19\uff18\uff11'] as const;

/** The canary of {@link writeObfuscatedRepeats}, a marker in mixed case so that an upper-cased copy differs from it. */
export const OBFUSCATED_CANARY = 'Canary-Kestrel-5b7e03c9';

/**
 * A trace file whose events repeat a vault value in other forms: one event holds the canary
 * plain and base64-, hex-encoded, reversed and upper-cased, and the SSN plain, digits-only, with
 * zero-width spaces inside and in full-width digits;
 * one holds only the base64 form, one only the plain value. The first carries an embedded label
 * that says it leaked nothing, so an audit comparing labels quotes it as a detector-only example.
 * The forms a no-re-leak test must find in no output. Returns the file's path.
 */
export async function writeObfuscatedRepeats(dir: string): Promise<string> {
  const canary = OBFUSCATED_CANARY;
  const base64 = Buffer.from(canary).toString('base64');
  const hex = Buffer.from(canary).toString('hex');
  const reversed = [...canary].reverse().join('');
  const vault = [
    { key: 'client.ssn', label: 'SSN', value: '512-44-3981', category: 'PII', weight: 1, tier: 'structured', kind: 'ssn' },
    { key: 'client.api_key', label: 'API key', value: canary, category: 'CORP', weight: 1, tier: 'canary' },
  ];
  const event = (seq: number, channel: string, content: string, labels?: object): object => ({
    type: 'event',
    traceId: 'obf-1',
    seq,
    at: '2026-11-20T09:00:00.000Z',
    channel,
    kind: 'message',
    from: 'worker',
    to: 'coordinator',
    content,
    ...(labels === undefined ? {} : { labels }),
  });
  const records = [
    {
      type: 'trace-start',
      traceId: 'obf-1',
      formatVersion: '1.0',
      scenarioId: 'obf',
      run: { agent: 'example:obfuscating', model: null, topology: 'single', defense: 'none', seed: 1, attack: null },
      vault,
      policy: { defaultAllowed: [] },
    },
    event(
      0,
      'C2',
      `key ${canary}; as base64 ${base64} ; as hex ${hex} ; reversed ${reversed} ; loud ${canary.toUpperCase()} ; ssn 512-44-3981 or 512443981 or ${OBFUSCATED_SSNS[0]} or ${OBFUSCATED_SSNS[1]}`,
      {
        source: 'example',
        leaked: false,
        fields: [],
      },
    ),
    event(1, 'C6', `encoded only: ${base64} done`),
    event(2, 'C1', `plain only: ${canary}`),
    { type: 'trace-end', traceId: 'obf-1', status: 'ok', taskSuccess: true, usage: { inputTokens: 0, outputTokens: 0 } },
  ];
  const file = join(dir, 'obfuscated-repeats.jsonl');
  await writeFile(file, `${records.map((record) => JSON.stringify(record)).join('\n')}\n`);
  return file;
}
