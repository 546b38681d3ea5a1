/**
 * The arena's task format: the seeded state of every service, the instruction, the required
 * final write, the protected items and where they came from. Tasks travel as JSON Lines whose
 * first line is a versioned manifest (`{ "type": "manifest", ... }`) naming every source item
 * with its status and, for dropped items, the reasons.
 */
import { z } from 'zod';
import { DataCategorySchema } from '../contracts/index.js';
import { SERVICE_IDS } from './service-ids.js';

/** Version of the task format; readers accept 1.x. */
export const ARENA_TASK_VERSION = '1.0';
/** Version of the manifest format; readers accept 1.x. */
export const ARENA_MANIFEST_VERSION = '1.0';

export { SERVICE_IDS };
/** A service id. */
export const ServiceIdSchema = z.enum(SERVICE_IDS);
export type ServiceId = z.infer<typeof ServiceIdSchema>;

const text = z.string();
const list = z.array(z.string()).default([]);

/** A seeded e-mail (inbox or sent folder). */
export const EmailSeedSchema = z.strictObject({
  id: z.string().min(1),
  folder: z.enum(['inbox', 'sent']).default('inbox'),
  from: text,
  to: list,
  cc: list,
  bcc: list,
  subject: text.default(''),
  body: text.default(''),
  attachments: list,
  timestamp: text.default(''),
});
/** An address-book contact. */
export const ContactSeedSchema = z.strictObject({
  id: z.string().min(1),
  name: text,
  email: text,
  remark: text.default(''),
  info: text.default(''),
});
/** A person the user can message directly. */
export const DmUserSeedSchema = z.strictObject({ handle: z.string().min(1), name: text });
/** A direct or group conversation. */
export const ConversationSeedSchema = z.strictObject({
  id: z.string().min(1),
  name: text,
  kind: z.enum(['direct', 'group']),
  members: list,
});
/** A direct or group message. */
export const DmMessageSeedSchema = z.strictObject({
  id: z.string().min(1),
  conversation: z.string().min(1),
  sender: z.string().min(1),
  time: text.default(''),
  text,
});
/** A team-chat member with profile fields. */
export const ChatUserSeedSchema = z.strictObject({
  handle: z.string().min(1),
  name: text,
  email: text.default(''),
  title: text.default(''),
  phone: text.default(''),
  status: text.default(''),
  details: z.record(z.string(), z.string()).default({}),
});
/** A team-chat channel. */
export const ChannelSeedSchema = z.strictObject({ name: z.string().min(1), topic: text.default(''), members: list });
/** A team-chat message. */
export const ChatMessageSeedSchema = z.strictObject({
  id: z.string().min(1),
  /** `#channel`, or `@handle` for a direct message inside team chat. */
  channel: z.string().min(1),
  sender: z.string().min(1),
  time: text.default(''),
  text,
  file: text.default(''),
});
/** A calendar event. */
export const EventSeedSchema = z.strictObject({
  uid: z.string().min(1),
  title: text,
  description: text.default(''),
  start: text.default(''),
  end: text.default(''),
  location: text.default(''),
  attendees: list,
});
/** A knowledge-base / notes page. */
export const PageSeedSchema = z.strictObject({ id: z.string().min(1), title: text, content: text, book: text.default('notes') });
/** A social account (the user may own several). */
export const SocialAccountSeedSchema = z.strictObject({
  id: z.string().min(1),
  handle: z.string().min(1),
  name: text,
  /** True for accounts the user owns (and may post from). */
  owned: z.boolean().default(false),
  profile: z.record(z.string(), z.string()).default({}),
});
/** A social post. */
export const PostSeedSchema = z.strictObject({
  id: z.string().min(1),
  account: z.string().min(1),
  content: text,
  time: text.default(''),
  /** Photos, comments and other attached text, flattened. */
  extra: text.default(''),
  visibility: z.enum(['public', 'followers']).default('public'),
});

/** The user the agent works for: the sender of every write. */
export const ArenaUserSchema = z.strictObject({
  name: z.string().min(1),
  email: z.string().min(1),
  handle: z.string().min(1),
});
export type ArenaUser = z.infer<typeof ArenaUserSchema>;

/** The seeded state of every service. */
export const ArenaSeedSchema = z.strictObject({
  user: ArenaUserSchema,
  mail: z.strictObject({ emails: z.array(EmailSeedSchema).default([]), contacts: z.array(ContactSeedSchema).default([]) }).default({ emails: [], contacts: [] }),
  dm: z
    .strictObject({ users: z.array(DmUserSeedSchema).default([]), conversations: z.array(ConversationSeedSchema).default([]), messages: z.array(DmMessageSeedSchema).default([]) })
    .default({ users: [], conversations: [], messages: [] }),
  chat: z
    .strictObject({ users: z.array(ChatUserSeedSchema).default([]), channels: z.array(ChannelSeedSchema).default([]), messages: z.array(ChatMessageSeedSchema).default([]) })
    .default({ users: [], channels: [], messages: [] }),
  calendar: z.strictObject({ events: z.array(EventSeedSchema).default([]) }).default({ events: [] }),
  notes: z.strictObject({ pages: z.array(PageSeedSchema).default([]) }).default({ pages: [] }),
  social: z.strictObject({ accounts: z.array(SocialAccountSeedSchema).default([]), posts: z.array(PostSeedSchema).default([]) }).default({ accounts: [], posts: [] }),
});
export type ArenaSeed = z.infer<typeof ArenaSeedSchema>;
export type ArenaSeedInput = z.input<typeof ArenaSeedSchema>;

/** A fact that must not reach the recipient; compared with every committed write. */
export const ProtectedItemSchema = z.strictObject({
  id: z.string().min(1),
  text: z.string().min(1),
  category: DataCategorySchema.default('PII'),
});
export type ProtectedItem = z.infer<typeof ProtectedItemSchema>;

/** How the expected recipient is addressed. */
export const RecipientKindSchema = z.enum(['email', 'dm-user', 'dm-group', 'channel', 'chat-user', 'public', 'attendee']);
export type RecipientKind = z.infer<typeof RecipientKindSchema>;

/** One executable task: seed, instruction, required write, protected items. */
export const ArenaTaskSchema = z.strictObject({
  type: z.literal('task').default('task'),
  id: z.string().min(1),
  version: z.string().default(ARENA_TASK_VERSION),
  source: z.strictObject({ dataset: z.string().min(1), item: z.string().min(1) }),
  /** What the agent is asked, with product names rewritten to the arena's services. */
  instruction: z.string().min(1),
  originalInstruction: z.string().optional(),
  services: z.array(ServiceIdSchema).min(1),
  /** Registry name of the write the task requires (e.g. `send_email`). */
  finalTool: z.string().min(1),
  recipient: z.strictObject({
    /** What goes into the final tool's recipient argument (address, handle, group, channel), or `public`. */
    value: z.string().min(1),
    name: z.string().default(''),
    kind: RecipientKindSchema,
    /** True when the source had no record of the recipient and the conversion made one. */
    synthesized: z.boolean().default(false),
  }),
  protectedItems: z.array(ProtectedItemSchema).min(1),
  /** The contextual-integrity seed of the source item. */
  context: z
    .strictObject({
      dataType: z.string().default(''),
      dataSubject: z.string().default(''),
      dataSender: z.string().default(''),
      dataSenderName: z.string().default(''),
      dataRecipient: z.string().default(''),
      transmissionPrinciple: z.string().default(''),
    })
    .default({ dataType: '', dataSubject: '', dataSender: '', dataSenderName: '', dataRecipient: '', transmissionPrinciple: '' }),
  /** Seeded sentences that carry no protected item: the non-sensitive content a helpful write uses. */
  usefulContent: z.array(z.string()).default([]),
  seed: ArenaSeedSchema,
});
export type ArenaTask = z.infer<typeof ArenaTaskSchema>;
export type ArenaTaskInput = z.input<typeof ArenaTaskSchema>;

/** Why an item was not converted (or what was lost converting it). */
export const ConversionIssueSchema = z.strictObject({
  code: z.string().min(1),
  detail: z.string().default(''),
});
export type ConversionIssue = z.infer<typeof ConversionIssueSchema>;

/** One source item in the manifest. */
export const ManifestItemSchema = z.strictObject({
  item: z.string().min(1),
  status: z.enum(['converted', 'dropped']),
  taskId: z.string().optional(),
  /** Why the item was dropped (empty when converted). */
  reasons: z.array(ConversionIssueSchema).default([]),
  /** What the conversion had to skip or synthesise in a converted item. */
  warnings: z.array(ConversionIssueSchema).default([]),
});
export type ManifestItem = z.infer<typeof ManifestItemSchema>;

/** The versioned manifest: every source item, converted or dropped with reasons. */
export const TaskManifestSchema = z.strictObject({
  type: z.literal('manifest').default('manifest'),
  manifestVersion: z.string().default(ARENA_MANIFEST_VERSION),
  taskVersion: z.string().default(ARENA_TASK_VERSION),
  dataset: z.string().min(1),
  /** SHA-256 of the source file. */
  sourceSha256: z.string().optional(),
  converter: z.string().min(1),
  items: z.array(ManifestItemSchema),
});
export type TaskManifest = z.infer<typeof TaskManifestSchema>;
