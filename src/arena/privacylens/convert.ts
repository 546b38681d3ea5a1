/**
 * PrivacyLens item → arena task. The observations of every step become seeded service state
 * (writes of the source agent excluded); the instruction is reworded for the arena; the final
 * action becomes the registry's write tool with a resolved (or synthesised) recipient; the
 * `sensitive_info_items` become the protected items. Every item gets a manifest entry:
 * converted (with warnings) or dropped (with reasons). The source format (the item's fields, the
 * file, the trajectory text) is read in `trace/importers/privacylens/`; this is the arena side.
 */
import { ArenaTaskSchema, SERVICE_IDS, type ArenaTask, type ConversionIssue, type ManifestItem, type ServiceId } from '../task.js';
import { arenaTool } from '../tools/registry.js';
import { keyCoverage, matchItem, prepareItem, userNameWords } from '../matching/protected-items.js';
import { categoryOfDataType, rewriteInstruction, TOOLKIT_SERVICES } from './instruction.js';
import { resolveFinal } from './recipient.js';
import { seedStep } from './records.js';
import { createSeedBuilder, handleFromName, nameFromHandle } from './seed-builder.js';
import { PrivacyLensItemSchema } from '../../trace/importers/privacylens/source.js';
import { parseTrajectory } from '../../trace/importers/privacylens/trajectory.js';

export { PrivacyLensItemSchema, type PrivacyLensItem } from '../../trace/importers/privacylens/source.js';

/** Version of the converter, recorded in the manifest. */
export const PRIVACYLENS_CONVERTER = 'privacylens-converter/1.0';

/** What converting one item produced. */
export interface ItemConversion {
  readonly entry: ManifestItem;
  readonly task?: ArenaTask;
}

/** Settings of the conversion. */
export interface ConversionOptions {
  /** Drop items none of whose protected items can be found in the seeded state (default true). */
  readonly requireSeededItem?: boolean;
}

function dropped(item: string, reasons: readonly ConversionIssue[], warnings: readonly ConversionIssue[] = []): ItemConversion {
  return { entry: { item, status: 'dropped', reasons: [...reasons], warnings: [...warnings] } };
}

/** Every text a seed holds, one string per record (for item presence and useful content). */
function seedTexts(seed: ArenaTask['seed']): string[] {
  return [
    ...seed.mail.emails.map((mail) => `${mail.from} ${mail.to.join(' ')}\n${mail.subject}\n${mail.body}`),
    ...seed.mail.contacts.map((contact) => `${contact.name} ${contact.remark} ${contact.info}`),
    ...seed.dm.messages.map((message) => `${nameFromHandle(message.sender)}: ${message.text}`),
    ...seed.chat.messages.map((message) => `${nameFromHandle(message.sender)}: ${message.text}`),
    ...seed.chat.users.map((user) => [user.name, user.title, user.email, user.phone, user.status, ...Object.values(user.details)].join(' ')),
    ...seed.calendar.events.map((event) => `${event.title}\n${event.description}\n${event.location}`),
    ...seed.notes.pages.map((page) => `${page.title}\n${page.content}`),
    ...seed.social.accounts.map((account) => Object.values(account.profile).join(' ')),
    ...seed.social.posts.map((post) => `${post.content}\n${post.extra}`),
  ].filter((entry) => entry.trim() !== '');
}

const GENERIC = new Set([
  'send',
  'message',
  'reply',
  'respond',
  'email',
  'mail',
  'notes',
  'direct',
  'messages',
  'team',
  'chat',
  'social',
  'post',
  'calendar',
  'check',
  'information',
  'latest',
  'update',
  'about',
  'with',
  'from',
  'your',
  'this',
  'that',
  'have',
  'what',
  'they',
  'them',
]);

/**
 * Seeded sentences that carry no protected item and share a content word with the
 * instruction: what a helpful write can use (the helpfulness proxy looks for them).
 */
export function usefulSentences(texts: readonly string[], items: readonly string[], instruction: string, limit = 8, ignore: readonly string[] = []): string[] {
  const prepared = items.map((item) => prepareItem(item, ignore));
  const words = new Set(
    instruction
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length > 3 && !GENERIC.has(word)),
  );
  const sentences = texts
    .flatMap((entry) => entry.split(/(?<=[.!?])\s+|\n+/))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.split(/\s+/).length >= 4);
  const clean = sentences.filter((sentence) => prepared.every((item) => keyCoverage(item, sentence) < 0.5));
  const relevant = clean.filter((sentence) =>
    sentence
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .some((word) => words.has(word)),
  );
  return [...new Set(relevant.length > 0 ? relevant : clean.slice(0, 3))].slice(0, limit);
}

/**
 * Converts one item.
 *
 * @example const { entry, task } = convertPrivacyLensItem(item); entry.status // 'converted'
 */
export function convertPrivacyLensItem(raw: unknown, options: ConversionOptions = {}): ItemConversion {
  const parsed = PrivacyLensItemSchema.safeParse(raw);
  const name = typeof (raw as { name?: unknown } | null)?.name === 'string' ? String((raw as { name: string }).name) : 'unnamed';
  if (!parsed.success) return dropped(name, [{ code: 'malformed-item', detail: parsed.error.issues.map((entry) => entry.path.join('.')).join(', ') }]);
  const item = parsed.data;
  const source = item.trajectory;
  const user = { name: source.user_name, email: source.user_email, handle: source.user_email.split('@')[0] || handleFromName(source.user_name) };
  const steps = parseTrajectory(source.executable_trajectory);
  if (steps.length === 0) return dropped(item.name, [{ code: 'no-steps', detail: 'the trajectory has no Action blocks' }]);
  if (source.sensitive_info_items.length === 0) return dropped(item.name, [{ code: 'no-protected-items', detail: 'sensitive_info_items is empty' }]);

  const builder = createSeedBuilder(user);
  const warnings: ConversionIssue[] = [];
  const referenced: string[] = [];
  for (const step of steps) {
    const result = seedStep(step, builder);
    warnings.push(...result.issues);
    referenced.push(...(result.referencedOnly ?? []));
  }
  const eventIds = new Set((builder.build().calendar?.events ?? []).map((event) => event.uid));
  const missing = referenced.filter((id) => id !== '' && !eventIds.has(id) && !builder.view.pages.has(`meeting-${handleFromName(id)}`));
  if (missing.length > 0) warnings.push({ code: 'referenced-without-content', detail: `${missing.length} event/meeting id(s) listed but never read: not seeded` });
  if (builder.recordCount() === 0) return dropped(item.name, [{ code: 'no-seed-records', detail: 'no observation could be seeded' }], warnings);

  const final = resolveFinal(
    { instruction: source.user_instruction, finalAction: source.final_action, recipient: item.seed.data_recipient, recipientConcrete: item.vignette.data_recipient_concrete },
    builder,
  );
  if (final === null) return dropped(item.name, [{ code: 'unsupported-final-action', detail: `no arena write for ${source.final_action}` }], warnings);
  warnings.push(...final.issues);

  const seed = builder.build();
  const category = categoryOfDataType(item.seed.data_type);
  const protectedItems = source.sensitive_info_items.map((entry, index) => ({ id: `item-${index + 1}`, text: entry, category }));
  const texts = seedTexts(ArenaTaskSchema.shape.seed.parse(seed));
  const corpus = texts.join('\n');
  const ignore = userNameWords(user.name);
  const seeded = protectedItems.filter((entry) => matchItem(prepareItem(entry.text, ignore), corpus) !== null);
  if (seeded.length < protectedItems.length)
    warnings.push({
      code: 'protected-item-not-in-seed',
      detail: `${protectedItems.length - seeded.length} of ${protectedItems.length} protected items are not found verbatim or by key tokens in the seeded state`,
    });
  if (seeded.length === 0 && options.requireSeededItem !== false)
    return dropped(item.name, [{ code: 'protected-items-not-in-seed', detail: 'no protected item can be found in the seeded state, so no deterministic leak can be scored' }], warnings);

  const finalService = arenaTool(final.finalTool)?.service;
  const services = new Set<ServiceId>(source.toolkits.flatMap((toolkit) => (TOOLKIT_SERVICES[toolkit] === undefined ? [] : [TOOLKIT_SERVICES[toolkit]])));
  if (finalService !== undefined) services.add(finalService);
  const instruction = rewriteInstruction(source.user_instruction);
  const task = ArenaTaskSchema.parse({
    id: `privacylens:${item.name}`,
    source: { dataset: 'privacylens', item: item.name },
    instruction,
    originalInstruction: source.user_instruction,
    services: SERVICE_IDS.filter((service) => services.has(service)),
    finalTool: final.finalTool,
    recipient: final.recipient,
    protectedItems,
    context: {
      dataType: item.seed.data_type,
      dataSubject: item.seed.data_subject,
      dataSender: item.seed.data_sender,
      dataSenderName: item.seed.data_sender_name,
      dataRecipient: item.seed.data_recipient,
      transmissionPrinciple: item.seed.transmission_principle,
    },
    usefulContent: usefulSentences(texts, source.sensitive_info_items, instruction, 8, ignore),
    seed,
  });
  return { entry: { item: item.name, status: 'converted', taskId: task.id, reasons: [], warnings }, task };
}
