/**
 * Source action → service records. Each PrivacyLens action (19 kinds in the data) maps its
 * observation (and, where the observation lacks it, its input) to the records of one service.
 * Writes the source agent made mid-trajectory are not seeded. What cannot be seeded is
 * reported as an issue, never silently dropped.
 */
import type { ConversionIssue } from '../task.js';
import { handleFromName, listOf, nameFromHandle, objectOf, stringsOf, textOf, type SeedBuilder } from './seed-builder.js';
import type { TrajectoryStep } from '../../trace/importers/privacylens/trajectory.js';

/** Names that make a chat id a group rather than a person. */
const GROUP_WORDS =
  /\b(?:group|circle|team|club|family|friends|chat|squad|crew|committee|association|society|members|parents|class|network|league|council|board|support|gang|guild|community|fam|sisters|brothers|cousins|buddies)\b/i;

/** True when a chat id or name looks like a group conversation rather than a person. */
export function looksLikeGroup(name: string): boolean {
  const text = name.trim();
  const words = text.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_.-]+/g, ' ');
  return /^group[_-]?\d*/i.test(text) || /^the\s/i.test(text) || GROUP_WORDS.test(words);
}

/** What mapping a step produced. */
export interface StepResult {
  readonly issues: readonly ConversionIssue[];
  /** Ids that were only referenced (calendar events or meetings with no content). */
  readonly referencedOnly?: readonly string[];
}

const OK: StepResult = { issues: [] };

function issue(code: string, detail: string): StepResult {
  return { issues: [{ code, detail }] };
}

type Mapper = (step: TrajectoryStep, builder: SeedBuilder) => StepResult;

function inputOf(step: TrajectoryStep): Record<string, unknown> {
  return step.input.kind === 'json' ? (objectOf(step.input.value) ?? {}) : {};
}

/** The trailing `- Name` signature of a group message, if any. */
function signature(text: string): string | undefined {
  const match = /[-–—]\s*([A-Z][\w'.]*(?:\s+[A-Z][\w'.]*){0,2})\s*$/.exec(text.trim());
  return match?.[1];
}

function addDirect(builder: SeedBuilder, handle: string): string {
  builder.dmUser(handle);
  const id = `direct-${handle}`;
  builder.conversation({ id, name: nameFromHandle(handle), kind: 'direct', members: [builder.user.handle, handle] });
  return id;
}

function addGroup(builder: SeedBuilder, name: string): string {
  const id = `group-${handleFromName(name)}`;
  builder.conversation({ id, name: name.startsWith('group_') ? `Group ${name.slice(6)}` : name, kind: 'group', members: [builder.user.handle] });
  return id;
}

/** True when a handle is the user's: their handle, address, or a handle holding their first and last name. */
export function isUser(builder: SeedBuilder, handle: string): boolean {
  const lower = handle.toLowerCase().replace(/^@/, '');
  if (lower === builder.user.handle.toLowerCase() || lower === builder.user.email.toLowerCase()) return true;
  const names = builder.user.name
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 1);
  const words = new Set(lower.split(/[^a-z0-9]+/));
  return names.length >= 2 && names.every((word) => words.has(word));
}

const messengerReceive: Mapper = (step, builder) => {
  const value = objectOf(step.observation.kind === 'json' ? step.observation.value : undefined) ?? {};
  const messages = listOf(value['messages'] ?? value['results']).flatMap((entry) => {
    const record = objectOf(entry);
    return record === undefined ? [] : [record];
  });
  // A nested `{ messages: [...] }` entry (seen once in the data) is unwrapped.
  const flat = messages.flatMap((record) =>
    Array.isArray(record['messages']) ? listOf(record['messages']).flatMap((inner) => (objectOf(inner) === undefined ? [] : [objectOf(inner) ?? {}])) : [record],
  );
  if (flat.length === 0) return issue('empty-observation', `${step.action} returned no messages`);
  let synthesized = 0;
  flat.forEach((record, index) => {
    const id = textOf(record['message_id']) || `${step.action}-${index + 1}`;
    const text = textOf(record['message']) || textOf(record['content']);
    let sender = textOf(record['sender_id']) || textOf(record['from']);
    const other = textOf(record['recipient_id']) || textOf(record['receiver_id']) || textOf(record['to']);
    if (sender === '') {
      sender = signature(text) === undefined ? '' : handleFromName(signature(text) ?? '');
      if (sender === '') {
        sender = 'unknown_sender';
        synthesized += 1;
      }
    }
    let conversation: string;
    if (looksLikeGroup(sender) && /^group/i.test(sender)) {
      conversation = addGroup(builder, sender);
      const author = signature(text);
      if (author !== undefined) sender = handleFromName(author);
    } else if (isUser(builder, sender)) {
      sender = builder.user.handle;
      conversation = other === '' ? addDirect(builder, 'unknown_contact') : addDirect(builder, other);
    } else {
      conversation = addDirect(builder, sender);
    }
    if (sender !== builder.user.handle) builder.dmUser(sender, textOf(record['sender_legal_name']) || undefined);
    builder.dmMessage({ id, conversation, sender, time: textOf(record['time']) || textOf(record['timestamp']), text });
  });
  return synthesized === 0 ? OK : issue('sender-synthesized', `${synthesized} message(s) without a resolvable sender`);
};

const messengerSearch: Mapper = (step, builder) => {
  const input = inputOf(step);
  const chat = textOf(input['chat_id']) || textOf(input['term']) || 'conversation';
  const value = objectOf(step.observation.kind === 'json' ? step.observation.value : undefined) ?? {};
  const results = listOf(value['results'] ?? value['messages']).flatMap((entry) => (objectOf(entry) === undefined ? [] : [objectOf(entry) ?? {}]));
  if (results.length === 0) return issue('empty-observation', `${step.action} returned no messages`);
  const group = looksLikeGroup(chat);
  const conversation = group ? addGroup(builder, chat) : addDirect(builder, handleFromName(chat));
  let synthesized = 0;
  results.forEach((record, index) => {
    const text = textOf(record['message']) || textOf(record['content']);
    const named = textOf(record['sender_id']) || textOf(record['from']);
    const signed = signature(text);
    let sender = named !== '' ? named : signed !== undefined ? handleFromName(signed) : '';
    if (sender === '') {
      sender = group ? `${handleFromName(chat)}_member` : handleFromName(chat);
      synthesized += 1;
    }
    if (isUser(builder, sender)) sender = builder.user.handle;
    else builder.dmUser(sender, named === '' && signed !== undefined ? signed : undefined);
    if (group) builder.conversation({ id: conversation, name: chat, kind: 'group', members: sender === builder.user.handle ? [] : [sender] });
    builder.dmMessage({ id: textOf(record['message_id']) || `${conversation}-${index + 1}`, conversation, sender, time: textOf(record['time']), text });
  });
  return synthesized === 0 ? OK : issue('sender-synthesized', `${synthesized} message(s) in "${chat}" without a named sender`);
};

function emailFrom(builder: SeedBuilder, id: string, record: Record<string, unknown>): void {
  const from = textOf(record['from']);
  const attachments = listOf(record['attachments']).flatMap((entry) => {
    const attachment = objectOf(entry);
    const name = attachment === undefined ? textOf(entry) : textOf(attachment['name']) || textOf(attachment['file_name']) || textOf(attachment['attachment_id']);
    return name === '' ? [] : [name];
  });
  builder.email({
    id,
    folder: from.toLowerCase() === builder.user.email.toLowerCase() || textOf(record['folder']).toLowerCase() === 'sent' ? 'sent' : 'inbox',
    from,
    to: stringsOf(record['to']),
    cc: stringsOf(record['cc']),
    bcc: stringsOf(record['bcc']),
    subject: textOf(record['subject']),
    body: textOf(record['body']),
    attachments,
    timestamp: textOf(record['timestamp']),
  });
}

const gmailSearch: Mapper = (step, builder) => {
  const value = objectOf(step.observation.kind === 'json' ? step.observation.value : undefined) ?? {};
  const emails = listOf(value['emails']);
  emails.forEach((entry, index) => {
    const record = objectOf(entry);
    if (record !== undefined) emailFrom(builder, textOf(record['id']) || textOf(record['email_id']) || `email-${index + 1}`, record);
  });
  return emails.length === 0 ? issue('empty-observation', `${step.action} returned no e-mails`) : OK;
};

const gmailRead: Mapper = (step, builder) => {
  const record = objectOf(step.observation.kind === 'json' ? step.observation.value : undefined) ?? {};
  if (record['body'] === undefined && record['subject'] === undefined) return issue('tool-error-observation', `${step.action} returned no e-mail (${Object.keys(record).join(', ') || 'empty'})`);
  emailFrom(builder, textOf(inputOf(step)['email_id']) || textOf(record['id']) || `email-read-${builder.view.emails.size + 1}`, record);
  return OK;
};

const gmailContacts: Mapper = (step, builder) => {
  const value = objectOf(step.observation.kind === 'json' ? step.observation.value : undefined) ?? {};
  for (const [index, entry] of listOf(value['contacts']).entries()) {
    const record = objectOf(entry);
    if (record === undefined) continue;
    const info = [textOf(record['info']), textOf(record['mailing_address']) === '' ? '' : `Mailing address: ${textOf(record['mailing_address'])}`].filter((part) => part !== '').join(' ');
    builder.contact({ id: textOf(record['contact_id']) || `contact-${index + 1}`, name: textOf(record['name']), email: textOf(record['email']), remark: textOf(record['remark']), info });
  }
  return OK;
};

/** A Slack `in` value as a team-chat place: `#channel` or `@handle`. */
function chatPlace(builder: SeedBuilder, place: string, from: string): string {
  if (place.startsWith('#')) return place;
  if (place.startsWith('@')) return `@${place.slice(1)}`;
  const person = /[._]/.test(place) || builder.view.chatUsers.has(place) || place === from;
  return person ? `@${place}` : `#${place}`;
}

const slackSearch: Mapper = (step, builder) => {
  const input = inputOf(step);
  const value = objectOf(step.observation.kind === 'json' ? step.observation.value : undefined) ?? {};
  const messages = listOf(value['messages']);
  messages.forEach((entry, index) => {
    const record = objectOf(entry);
    if (record === undefined) return;
    const from = textOf(record['from']).replace(/^@/, '') || 'unknown_member';
    const place = chatPlace(builder, textOf(record['in']) || textOf(input['in']) || 'general', from);
    if (!isUser(builder, from)) builder.chatUser({ handle: from });
    if (place.startsWith('#')) builder.channel(place);
    else if (!isUser(builder, place.slice(1))) builder.chatUser({ handle: place.slice(1) });
    builder.chatMessage({
      id: textOf(record['message_id']) || `slack-${step.action}-${builder.recordCount()}-${index + 1}`,
      channel: place,
      sender: isUser(builder, from) ? builder.user.handle : from,
      time: textOf(record['timestamp']),
      text: textOf(record['content']) || textOf(record['message']),
      file: textOf(record['file_id']),
    });
  });
  return messages.length === 0 ? issue('empty-observation', `${step.action} returned no messages`) : OK;
};

const slackDirectory: Mapper = (step, builder) => {
  const input = inputOf(step);
  const value = objectOf(step.observation.kind === 'json' ? step.observation.value : undefined) ?? {};
  const channels = /channel/i.test(textOf(input['search_type']));
  for (const entry of listOf(value['results'])) {
    const record = objectOf(entry);
    const name = textOf(record?.['name']);
    if (name === '') continue;
    if (channels) builder.channel(name);
    else builder.chatUser({ handle: handleFromName(name), name, status: textOf(record?.['status']) });
  }
  return OK;
};

const slackUser: Mapper = (step, builder) => {
  const value = objectOf(step.observation.kind === 'json' ? step.observation.value : undefined) ?? {};
  const profile = objectOf(value['profile']) ?? {};
  const status = objectOf(value['status']) ?? {};
  const name = [textOf(profile['first_name']), textOf(profile['last_name'])].filter((part) => part !== '').join(' ');
  const handle = textOf(inputOf(step)['user_name']).replace(/^@/, '') || handleFromName(name);
  const details: Record<string, string> = {};
  for (const [key, item] of Object.entries({ ...profile, ...status }))
    if (!['first_name', 'last_name', 'email', 'phone', 'title', 'status_text'].includes(key) && textOf(item) !== '') details[key] = textOf(item);
  builder.chatUser({
    handle,
    name: name || nameFromHandle(handle),
    email: textOf(profile['email']),
    phone: textOf(profile['phone']),
    title: textOf(profile['title']),
    status: textOf(status['status_text']),
    details,
  });
  return OK;
};

const facebookProfile: Mapper = (step, builder) => {
  const value = objectOf(step.observation.kind === 'json' ? step.observation.value : undefined) ?? {};
  const profile = objectOf(value['profile']) ?? {};
  const id = textOf(profile['user_id']) || 'me';
  const fields: Record<string, string> = {};
  for (const [key, item] of Object.entries(profile)) if (key !== 'user_id' && key !== 'name') fields[key] = typeof item === 'object' ? JSON.stringify(item) : textOf(item);
  const mine = Object.keys(inputOf(step)).length === 0 || textOf(profile['email']).toLowerCase() === builder.user.email.toLowerCase();
  builder.account({ id, handle: handleFromName(textOf(profile['name']) || builder.user.name), name: textOf(profile['name']) || builder.user.name, owned: mine, profile: fields });
  return OK;
};

const facebookPosts: Mapper = (step, builder) => {
  const value = objectOf(step.observation.kind === 'json' ? step.observation.value : undefined) ?? {};
  if (value['posts'] === undefined) return issue('tool-error-observation', `${step.action} returned an error, no posts`);
  const author = textOf(inputOf(step)['user_id']) || [...builder.view.accounts.values()].find((account) => account.owned)?.id || 'me';
  if (!builder.view.accounts.has(author)) builder.account({ id: author, handle: handleFromName(builder.user.name), name: builder.user.name, owned: true, profile: {} });
  for (const [index, entry] of listOf(value['posts']).entries()) {
    const record = objectOf(entry);
    if (record === undefined) continue;
    const photos = listOf(record['photos']).map((photo) => `Photo: ${textOf(objectOf(photo)?.['description'])}`);
    const comments = listOf(record['comments']).map(
      (comment) => `Comment by ${textOf(objectOf(comment)?.['name']) || textOf(objectOf(comment)?.['user_id'])}: ${textOf(objectOf(comment)?.['content']) || textOf(objectOf(comment)?.['comment'])}`,
    );
    builder.post({
      id: textOf(record['post_id']) || `post-${index + 1}`,
      account: author,
      content: textOf(record['content']),
      time: textOf(record['timestamp']),
      extra: [...photos, ...comments].join('\n'),
      visibility: 'public',
    });
  }
  return OK;
};

function eventFrom(builder: SeedBuilder, record: Record<string, unknown>, index: number): void {
  builder.event({
    uid: textOf(record['event_id']) || textOf(record['id']) || `event-${index + 1}`,
    title: textOf(record['event_name']) || textOf(record['summary']),
    description: textOf(record['content']) || textOf(record['description']),
    start: textOf(record['start_time']) || textOf(record['start']),
    end: textOf(record['end_time']) || textOf(record['end']),
    location: textOf(record['location']),
    attendees: stringsOf(record['attendees']),
  });
}

const calendarEvents: Mapper = (step, builder) => {
  const value = objectOf(step.observation.kind === 'json' ? step.observation.value : undefined) ?? {};
  const entries = listOf(value['event_details'] ?? value['events']);
  const referencedOnly: string[] = [];
  entries.forEach((entry, index) => {
    const record = objectOf(entry);
    if (record === undefined) referencedOnly.push(textOf(entry));
    else eventFrom(builder, record, index);
  });
  return { issues: [], referencedOnly };
};

const zoomIds: Mapper = (step) => {
  const value = objectOf(step.observation.kind === 'json' ? step.observation.value : undefined) ?? {};
  return { issues: [], referencedOnly: listOf(value['search_results']).map(textOf) };
};

const zoomTranscript: Mapper = (step, builder) => {
  const input = inputOf(step);
  const meeting = textOf(input['meeting_id']) || 'meeting';
  const value = objectOf(step.observation.kind === 'json' ? step.observation.value : undefined) ?? {};
  const transcript = textOf(value['transcript']) || listOf(value['search_results']).map(textOf).join('\n');
  if (transcript === '') return issue('empty-observation', `${step.action} returned no transcript`);
  const excerpt = value['transcript'] === undefined;
  builder.page({
    id: `meeting-${handleFromName(meeting)}${excerpt ? '-excerpts' : ''}`,
    title: `Meeting ${meeting} transcript${excerpt ? ` (excerpts about "${textOf(input['keyword'])}")` : ''}`,
    content: transcript,
    book: 'meetings',
  });
  return OK;
};

const notionSearch: Mapper = (step, builder) => {
  const value = objectOf(step.observation.kind === 'json' ? step.observation.value : undefined) ?? {};
  const results = listOf(value['results']);
  results.forEach((entry, index) => {
    const record = objectOf(entry);
    if (record !== undefined) builder.page({ id: textOf(record['id']) || `page-${index + 1}`, title: textOf(record['title']) || 'Untitled', content: textOf(record['content']), book: 'notes' });
  });
  return results.length === 0 ? issue('empty-observation', `${step.action} returned no pages`) : OK;
};

const notionRead: Mapper = (step, builder) => {
  const id = textOf(inputOf(step)['page_id']) || `page-read-${builder.view.pages.size + 1}`;
  const value = objectOf(step.observation.kind === 'json' ? step.observation.value : undefined) ?? {};
  const content = textOf(value['page_content']) || textOf(value['content']);
  if (content === '') return issue('empty-observation', `${step.action} returned no content`);
  builder.page({ id, title: builder.view.pages.get(id)?.title ?? `Page ${id}`, content, book: 'notes' });
  return OK;
};

const sourceWrite: Mapper = (step) => issue('source-write-skipped', `${step.action} is a write of the source agent; not seeded`);

/** Action name → mapper. */
export const ACTION_MAPPERS: Readonly<Record<string, Mapper>> = {
  MessengerReceiveMessage: messengerReceive,
  MessengerSearchInChat: messengerSearch,
  GmailSearchEmails: gmailSearch,
  GmailReadEmail: gmailRead,
  GmailSearchContacts: gmailContacts,
  SlackSearchMessage: slackSearch,
  SlackSearchChannelOrUser: slackDirectory,
  SlackGetUserDetails: slackUser,
  FacebookManagerGetUserProfile: facebookProfile,
  FacebookManagerSearchPosts: facebookPosts,
  GoogleCalendarSearchEvents: calendarEvents,
  GoogleCalendarReadEvents: calendarEvents,
  ZoomManagerSearchMeetings: zoomIds,
  ZoomManagerGetMeetingTranscript: zoomTranscript,
  ZoomManagerSearchTranscript: zoomTranscript,
  NotionManagerSearchContent: notionSearch,
  NotionManagerReadPage: notionRead,
  NotionManagerEditPage: sourceWrite,
  NotionManagerCreatePage: sourceWrite,
};

/**
 * Seeds one step. Raw (unparsable) observations and unknown actions are issues.
 *
 * @example seedStep(step, builder).issues // [] when the step's records were seeded
 */
export function seedStep(step: TrajectoryStep, builder: SeedBuilder): StepResult {
  const mapper = ACTION_MAPPERS[step.action];
  if (mapper === undefined) return issue('unmapped-action', `no mapping for action ${step.action}`);
  if (step.observation.kind === 'raw' && mapper !== sourceWrite) return issue('unseedable-raw-observation', `${step.action}: observation is not JSON (${step.observation.text.length} characters)`);
  return mapper(step, builder);
}
