/**
 * The PrivacyLens source format (github.com/SALT-NLP/PrivacyLens, `main_data.json`): the file, read
 * as a JSON array of items, and the fields of an item that leakscope reads. What an item becomes
 * (an arena task: seeded services, a final write, protected items) is the arena's business
 * (`arena/privacylens/`); the trajectory text is parsed by `./trajectory.ts`.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { LeakscopeError } from '../../../contracts/index.js';
import { parseJson } from '../../../lib/json-parse.js';

const text = z.string().default('');

/** The fields of a PrivacyLens item the conversion reads (others are ignored). */
export const PrivacyLensItemSchema = z.looseObject({
  name: z.string().min(1),
  seed: z
    .looseObject({ data_type: text, data_subject: text, data_sender: text, data_sender_name: text, data_recipient: text, transmission_principle: text })
    .default({ data_type: '', data_subject: '', data_sender: '', data_sender_name: '', data_recipient: '', transmission_principle: '' }),
  vignette: z.looseObject({ data_recipient_concrete: text }).default({ data_recipient_concrete: '' }),
  trajectory: z.looseObject({
    user_name: z.string().min(1),
    user_email: z.string().min(1),
    user_instruction: z.string().min(1),
    toolkits: z.array(z.string()).default([]),
    executable_trajectory: z.string(),
    final_action: z.string().min(1),
    sensitive_info_items: z.array(z.string()).default([]),
  }),
});
/** A parsed PrivacyLens item. */
export type PrivacyLensItem = z.infer<typeof PrivacyLensItemSchema>;

/**
 * Reads the PrivacyLens JSON file.
 *
 * @example const { items, sha256 } = await readPrivacyLensFile('../shared/data/privacylens/main_data.json');
 * @throws LeakscopeError `input-not-found`, `input-unreadable` or `unsupported-format`.
 */
export async function readPrivacyLensFile(path: string): Promise<{ items: unknown[]; sha256: string }> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw new LeakscopeError(code === 'ENOENT' ? 'input-not-found' : 'input-unreadable', `${path}: cannot read the PrivacyLens file (${String(code ?? error)})`, { path });
  }
  const json = parseJson(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  if (!json.ok) throw new LeakscopeError('unsupported-format', `${path}: ${json.message}`, { path });
  const value = json.value;
  if (!Array.isArray(value)) throw new LeakscopeError('unsupported-format', `${path}: expected a JSON array of PrivacyLens items`, { path });
  return { items: value, sha256: createHash('sha256').update(bytes).digest('hex') };
}
