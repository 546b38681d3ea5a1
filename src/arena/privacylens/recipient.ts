/**
 * The required final write and its recipient. The source names the final action and, in
 * words, the recipient (instruction, seed, vignette); the recipient is resolved against the
 * seeded records (users, contacts, groups, channels) and, when the source has no record of
 * them, a record is synthesised into the seed and the task says so.
 */
import type { ArenaTask, ConversionIssue } from '../task.js';
import { handleFromName, type SeedBuilder } from './seed-builder.js';

/** What the conversion needs to know about the recipient. */
export interface RecipientHints {
  readonly instruction: string;
  readonly finalAction: string;
  /** Seed `data_recipient` and vignette `data_recipient_concrete`. */
  readonly recipient: string;
  readonly recipientConcrete: string;
}

/** The resolved final write. */
export interface ResolvedFinal {
  readonly finalTool: string;
  readonly recipient: ArenaTask['recipient'];
  readonly issues: readonly ConversionIssue[];
}

const NOT_NAMES = new Set(
  (
    'I Me My We Our You Your The A An And Or But To For From On In At Of With About Please Can Could Would Send Reply Respond Create Draft Write Help Assist Post Share Update Compose Coordinate Organize Check Use Let Tell Inform Answer Follow Provide Give Make Prepare Find Look Also Then Just ' +
    'Gmail Messenger Slack Notion NotionManager Facebook FacebookManager Google GoogleCalendar Calendar Zoom ZoomManager GoogleFormFiller Form Filler ' +
    'Mr Mrs Ms Dr January February March April May June July August September October November December Monday Tuesday Wednesday Thursday Friday Saturday Sunday'
  ).split(' '),
);

/** Capitalised words and quoted phrases that may name the recipient, best first. */
export function candidateNames(hints: RecipientHints): string[] {
  const out: string[] = [];
  const concrete =
    hints.recipientConcrete
      .replace(/\(.*?\)/g, '')
      .split(/[,;]/)[0]
      ?.trim() ?? '';
  const instructionWords = new Set([...hints.instruction.matchAll(/\b[A-Z][a-z]+\b/g)].map((match) => match[0]));
  const firstConcrete = concrete.split(/\s+/)[0] ?? '';
  if (firstConcrete !== '' && instructionWords.has(firstConcrete) && !NOT_NAMES.has(firstConcrete)) out.push(firstConcrete);
  for (const match of hints.instruction.matchAll(/"([^"]{2,60})"|“([^”]{2,60})”/g)) out.push((match[1] ?? match[2] ?? '').trim());
  for (const match of hints.instruction.matchAll(/\b([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)(?='s\b|\b)/g)) {
    const words = (match[1] ?? '').split(/\s+/).filter((word) => !NOT_NAMES.has(word));
    if (words.length > 0) out.push(words.join(' '));
  }
  return [...new Set(out.filter((name) => name !== ''))];
}

const first = (name: string): string => (name.toLowerCase().split(/\s+/)[0] ?? '').replace(/[^a-z0-9]/g, '');

/** A candidate matches a person when it is their name, first name, a word of their name (a surname after "Mr."), or starts their handle. */
function matchesName(candidate: string, handle: string, name: string): boolean {
  const wanted = first(candidate);
  if (wanted.length < 2) return false;
  const lowerHandle = handle.toLowerCase();
  const words = name.toLowerCase().split(/[^a-z0-9]+/);
  return name.toLowerCase() === candidate.toLowerCase() || words.includes(wanted) || lowerHandle === wanted || /^[a-z0-9]+/.exec(lowerHandle)?.[0] === wanted;
}

function synthesizedIssue(kind: string, name: string): ConversionIssue {
  return { code: 'recipient-synthesized', detail: `no ${kind} record for "${name}" in the source; one was added to the seed` };
}

/** The group a message should go to, named in the instruction ("the X group chat", a quoted name). */
function groupName(instruction: string): string | undefined {
  const quoted = /["“]([^"”]{2,60})["”]/.exec(instruction)?.[1];
  if (quoted !== undefined) return quoted.trim();
  const match =
    /\b(?:the|our|my)\s+((?:[A-Z0-9][\w'&-]*\s+){0,4}?[A-Z0-9][\w'&-]*)\s+(?:group(?:\s+chat)?|chat\s+group|group\s+conversation)\b/.exec(instruction) ??
    /\bgroup(?:\s+chat)?\s+(?:called|named)\s+"?([^".,]+)"?/i.exec(instruction) ??
    /\b(?:the|our|my)\s+([\w' -]{2,40}?)\s+group\s+chat\b/i.exec(instruction);
  return match?.[1]?.trim();
}

/** Lower-case letters and digits only: "Thompson Family Circle" = "ThompsonFamilyCircle". */
const squash = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');

function groupRecipient(name: string, synthesized: boolean, issues: readonly ConversionIssue[] = []): ResolvedFinal {
  return { finalTool: 'send_group_message', recipient: { value: name, name, kind: 'dm-group', synthesized }, issues };
}

/**
 * Direct messages: a group the instruction names (existing, or a source chat that is one), the
 * source's only group when the instruction asks for a group, a person the instruction names,
 * a group when only the seed says the recipient is one, else a synthesised person.
 */
function resolveDirectMessage(hints: RecipientHints, builder: SeedBuilder): ResolvedFinal {
  const conversations = [...builder.view.conversations.values()];
  const groups = conversations.filter((entry) => entry.kind === 'group');
  const named = groups.find((entry) => entry.name.length > 2 && squash(hints.instruction).includes(squash(entry.name)));
  if (named !== undefined) return groupRecipient(named.name, false);
  const askedGroup = /\bgroup\b/i.test(hints.instruction);
  const wantedGroup = askedGroup ? groupName(hints.instruction) : undefined;
  if (wantedGroup !== undefined) {
    // A source chat of that name seeded as a direct conversation (its id did not look like a group) is the group.
    const chat = conversations.find((entry) => squash(entry.name) === squash(wantedGroup));
    if (chat !== undefined) {
      builder.conversation({ ...chat, kind: 'group' });
      return groupRecipient(chat.name, false, [{ code: 'group-from-chat', detail: `conversation ${chat.id} is the group the instruction names` }]);
    }
  }
  if (askedGroup && groups.length === 1 && groups[0] !== undefined) {
    // The source's only group conversation (e.g. `group_58291`) is the one the instruction names.
    const only = groups[0];
    const name = wantedGroup ?? only.name;
    builder.conversation({ ...only, name, members: [] });
    return groupRecipient(name, false, name === only.name ? [] : [{ code: 'group-named-from-instruction', detail: `group ${only.id} named "${name}" as the instruction calls it` }]);
  }
  if (askedGroup) {
    const name = wantedGroup ?? (hints.recipientConcrete || 'group chat');
    builder.conversation({ id: `group-${handleFromName(name)}`, name, kind: 'group', members: [builder.user.handle, ...builder.view.dmUsers.keys()] });
    return groupRecipient(name, true, [synthesizedIssue('group conversation', name)]);
  }
  const candidates = candidateNames(hints);
  for (const candidate of candidates) {
    for (const [handle, name] of builder.view.dmUsers) {
      if (matchesName(candidate, handle, name)) return { finalTool: 'send_direct_message', recipient: { value: handle, name, kind: 'dm-user', synthesized: false }, issues: [] };
    }
  }
  if (candidates.length === 0 && /\bgroup\b/i.test(`${hints.recipient} ${hints.recipientConcrete}`)) {
    if (groups.length === 1 && groups[0] !== undefined) return groupRecipient(groups[0].name, false);
    const name = hints.recipientConcrete || 'group chat';
    builder.conversation({ id: `group-${handleFromName(name)}`, name, kind: 'group', members: [builder.user.handle, ...builder.view.dmUsers.keys()] });
    return groupRecipient(name, true, [synthesizedIssue('group conversation', name)]);
  }
  const name = candidates[0] ?? (hints.recipientConcrete || hints.recipient || 'recipient');
  const handle = handleFromName(name);
  builder.dmUser(handle, name);
  builder.conversation({ id: `direct-${handle}`, name, kind: 'direct', members: [builder.user.handle, handle] });
  return { finalTool: 'send_direct_message', recipient: { value: handle, name, kind: 'dm-user', synthesized: true }, issues: [synthesizedIssue('user', name)] };
}

function resolveEmail(hints: RecipientHints, builder: SeedBuilder): ResolvedFinal {
  const address = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.exec(hints.instruction)?.[0];
  const contacts = [...builder.view.contacts.values()];
  if (address !== undefined) {
    const contact = contacts.find((entry) => entry.email.toLowerCase() === address.toLowerCase());
    return { finalTool: 'send_email', recipient: { value: address, name: contact?.name ?? '', kind: 'email', synthesized: false }, issues: [] };
  }
  const candidates = candidateNames(hints);
  const known = [...builder.view.emails.values()].flatMap((mail) => [mail.from, ...mail.to, ...mail.cc]).filter((entry) => entry.toLowerCase() !== builder.user.email.toLowerCase());
  for (const candidate of candidates) {
    const contact = contacts.find((entry) => matchesName(candidate, entry.email.split('@')[0] ?? '', entry.name));
    if (contact !== undefined) return { finalTool: 'send_email', recipient: { value: contact.email, name: contact.name, kind: 'email', synthesized: false }, issues: [] };
    const seen = known.find((entry) => first(candidate).length > 2 && (entry.split('@')[0] ?? '').toLowerCase().includes(first(candidate)));
    if (seen !== undefined) return { finalTool: 'send_email', recipient: { value: seen, name: candidate, kind: 'email', synthesized: false }, issues: [] };
  }
  const name = candidates[0] ?? (hints.recipientConcrete || hints.recipient || 'recipient');
  const email = `${handleFromName(name).replace(/_/g, '.')}@example.com`;
  builder.contact({ id: 'contact-recipient', name, email, remark: hints.recipientConcrete, info: '' });
  return { finalTool: 'send_email', recipient: { value: email, name, kind: 'email', synthesized: true }, issues: [synthesizedIssue('contact', name)] };
}

function resolveTeamChat(hints: RecipientHints, builder: SeedBuilder): ResolvedFinal {
  const hash = /#([\w-]+)/.exec(hints.instruction)?.[1];
  const quoted = /["“]([^"”]{2,60})["”]\s+(?:Slack\s+)?(?:channel|group)/i.exec(hints.instruction)?.[1];
  const channelWord = /\b(?:the|our|in)\s+([\w-]+(?:\s+[\w-]+){0,3}?)\s+(?:Slack\s+)?(?:channel|group(?:\s+chat)?)\b/.exec(hints.instruction)?.[1];
  const channel = hash ?? quoted ?? (channelWord !== undefined && /^[A-Z#]/.test(channelWord) ? channelWord : undefined);
  if (channel !== undefined) {
    const value = `#${handleFromName(channel).replace(/_/g, '-')}`;
    const existing = [...builder.view.channels].find((entry) => entry.toLowerCase() === value.toLowerCase() || entry.toLowerCase() === `#${channel.toLowerCase()}`);
    if (existing !== undefined) return { finalTool: 'send_channel_message', recipient: { value: existing, name: existing, kind: 'channel', synthesized: false }, issues: [] };
    builder.channel(value);
    return { finalTool: 'send_channel_message', recipient: { value, name: value, kind: 'channel', synthesized: true }, issues: [synthesizedIssue('channel', value)] };
  }
  const candidates = candidateNames(hints);
  for (const candidate of candidates) {
    for (const user of builder.view.chatUsers.values()) {
      if (matchesName(candidate, user.handle, user.name))
        return { finalTool: 'send_channel_message', recipient: { value: `@${user.handle}`, name: user.name, kind: 'chat-user', synthesized: false }, issues: [] };
    }
  }
  if (candidates.length === 0 && /\b(?:team|colleagues|employees|staff|members|everyone|group|department)\b/i.test(`${hints.instruction} ${hints.recipient} ${hints.recipientConcrete}`)) {
    builder.channel('#team');
    return { finalTool: 'send_channel_message', recipient: { value: '#team', name: '#team', kind: 'channel', synthesized: true }, issues: [synthesizedIssue('channel', '#team')] };
  }
  const name = candidates[0] ?? (hints.recipientConcrete || hints.recipient || 'recipient');
  const handle = handleFromName(name);
  builder.chatUser({ handle, name });
  return { finalTool: 'send_channel_message', recipient: { value: `@${handle}`, name, kind: 'chat-user', synthesized: true }, issues: [synthesizedIssue('team member', name)] };
}

function resolvePost(builder: SeedBuilder): ResolvedFinal {
  const owned = [...builder.view.accounts.values()].find((account) => account.owned);
  if (owned !== undefined) return { finalTool: 'create_post', recipient: { value: 'public', name: 'anyone (public post)', kind: 'public', synthesized: false }, issues: [] };
  builder.account({ id: 'me', handle: handleFromName(builder.user.name), name: builder.user.name, owned: true, profile: {} });
  return {
    finalTool: 'create_post',
    recipient: { value: 'public', name: 'anyone (public post)', kind: 'public', synthesized: false },
    issues: [{ code: 'account-synthesized', detail: 'the user had no social account in the source; one was added' }],
  };
}

/**
 * Resolves the final write of an item; null when the final action has no arena tool.
 *
 * @example resolveFinal({ instruction: 'Reply to Mary on Messenger.', finalAction: 'MessengerSendMessage', recipient: 'friend', recipientConcrete: 'Mary' }, builder)
 */
export function resolveFinal(hints: RecipientHints, builder: SeedBuilder): ResolvedFinal | null {
  switch (hints.finalAction) {
    case 'MessengerSendMessage':
      return resolveDirectMessage(hints, builder);
    case 'GmailSendEmail':
      return resolveEmail(hints, builder);
    case 'SlackSendMessage':
      return resolveTeamChat(hints, builder);
    case 'FacebookManagerCreatePost':
      return resolvePost(builder);
    default:
      return null;
  }
}
