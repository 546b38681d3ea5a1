/**
 * The mail service: mailbox (inbox and sent folders), address book, search, read and send.
 * The sender of every sent mail is the user's address, fixed here and not in the tool schema.
 * Delivery is pluggable: stored directly (embedded) or sent over a real SMTP listener and
 * stored as received and parsed (`mail-smtp.ts`).
 */
import type { ArenaSeed } from '../task.js';
import { listColumn, row, rows, textColumn, type ArenaDatabase } from './database.js';
import { asList, failure, queryScore, snippet, success, type ArenaService, type ToolOutcome } from './types.js';

/** A mail on its way out. */
export interface OutgoingMail {
  readonly from: string;
  readonly to: readonly string[];
  readonly cc: readonly string[];
  readonly bcc: readonly string[];
  readonly subject: string;
  readonly body: string;
  readonly attachments: readonly string[];
  /** The Message-ID the receiving side saw (SMTP), '' when stored directly. */
  readonly messageId?: string;
}

/** How sent mail travels; returns the mail as the receiving side stored it. */
export interface MailDelivery {
  readonly kind: 'embedded' | 'smtp';
  deliver(mail: OutgoingMail): Promise<OutgoingMail>;
  close(): Promise<void>;
}

/** Delivery without a network: the mail is stored as sent. */
export const embeddedDelivery: MailDelivery = {
  kind: 'embedded',
  deliver: async (mail) => mail,
  close: async () => undefined,
};

const SCHEMA = `
CREATE TABLE mail_messages (id TEXT PRIMARY KEY, seq INTEGER NOT NULL, folder TEXT NOT NULL, sender TEXT NOT NULL, recipients TEXT NOT NULL, cc TEXT NOT NULL, bcc TEXT NOT NULL, subject TEXT NOT NULL, body TEXT NOT NULL, attachments TEXT NOT NULL, timestamp TEXT NOT NULL, message_id TEXT NOT NULL);
CREATE TABLE mail_contacts (id TEXT PRIMARY KEY, name TEXT NOT NULL, email TEXT NOT NULL, remark TEXT NOT NULL, info TEXT NOT NULL);
`;

function mailView(record: Record<string, unknown>) {
  return {
    id: textColumn(record['id']),
    folder: textColumn(record['folder']),
    from: textColumn(record['sender']),
    to: listColumn(record['recipients']),
    cc: listColumn(record['cc']),
    subject: textColumn(record['subject']),
    body: textColumn(record['body']),
    attachments: listColumn(record['attachments']),
    timestamp: textColumn(record['timestamp']),
    ...(textColumn(record['message_id']) === '' ? {} : { message_id: textColumn(record['message_id']) }),
  };
}

/**
 * Creates the mail service on a task's database.
 *
 * @example const mail = createMailService(db, { delivery: embeddedDelivery, now: () => '2022-02-22T10:00:00Z' });
 */
export function createMailService(db: ArenaDatabase, options: { readonly delivery: MailDelivery; readonly now: () => string }): ArenaService<'mail'> {
  db.exec(SCHEMA);
  const insertMail = db.prepare(
    'INSERT INTO mail_messages (id, seq, folder, sender, recipients, cc, bcc, subject, body, attachments, timestamp, message_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertContact = db.prepare('INSERT OR REPLACE INTO mail_contacts (id, name, email, remark, info) VALUES (?, ?, ?, ?, ?)');
  const allMail = db.prepare('SELECT * FROM mail_messages ORDER BY seq DESC');
  const oneMail = db.prepare('SELECT * FROM mail_messages WHERE id = ?');
  const allContacts = db.prepare('SELECT * FROM mail_contacts ORDER BY name');
  let userAddress = '';
  let seq = 0;

  const store = (folder: string, mail: OutgoingMail, id: string, timestamp: string): void => {
    seq += 1;
    insertMail.run(
      id,
      seq,
      folder,
      mail.from,
      JSON.stringify(mail.to),
      JSON.stringify(mail.cc),
      JSON.stringify(mail.bcc),
      mail.subject,
      mail.body,
      JSON.stringify(mail.attachments),
      timestamp,
      mail.messageId ?? '',
    );
  };

  /** An address as given, or the address-book entry whose name (or first name) it is. */
  function resolveAddress(entry: string): string {
    if (entry.includes('@')) return entry;
    const wanted = entry.trim().toLowerCase();
    const contacts = rows(allContacts).map((record) => ({ name: textColumn(record['name']).toLowerCase(), email: textColumn(record['email']) }));
    const found = contacts.find((contact) => contact.name === wanted) ?? contacts.find((contact) => contact.name.split(/\s+/)[0] === wanted);
    return found?.email ?? entry;
  }

  async function send(args: {
    to: string | string[];
    cc?: string | string[] | undefined;
    bcc?: string | string[] | undefined;
    subject: string;
    body: string;
    attachments: string[];
  }): Promise<ToolOutcome> {
    const resolved = [asList(args.to), asList(args.cc), asList(args.bcc)].map((list) => list.map(resolveAddress));
    const [to = [], cc = [], bcc = []] = resolved;
    if (to.length === 0) return failure('send_email needs at least one recipient in "to"');
    const unknown = resolved.flat().filter((entry) => !entry.includes('@'));
    if (unknown.length > 0) return failure(`not an e-mail address and not in the address book: ${unknown.map((entry) => `"${entry}"`).join(', ')}`);
    const outgoing: OutgoingMail = { from: userAddress, to, cc, bcc, subject: args.subject, body: args.body, attachments: args.attachments };
    let received: OutgoingMail;
    try {
      received = await options.delivery.deliver(outgoing);
    } catch (error) {
      return failure(`mail delivery failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    const id = `sent-${seq + 1}`;
    store('sent', received, id, options.now());
    // A copy to the user's own address lands in the inbox too, as a mail server would deliver it.
    if ([...received.to, ...received.cc, ...received.bcc].some((address) => address.toLowerCase() === userAddress.toLowerCase())) store('inbox', received, `inbox-${seq + 1}`, options.now());
    return success(
      { id, status: 'sent', from: received.from, to: received.to, cc: received.cc },
      {
        recipients: [...received.to, ...received.cc, ...received.bcc],
        fields: [
          { name: 'subject', text: received.subject },
          { name: 'body', text: received.body },
          { name: 'attachments', text: received.attachments.join('\n') },
        ],
        recordId: id,
      },
    );
  }

  const reset = async (): Promise<void> => {
    db.exec('DELETE FROM mail_messages; DELETE FROM mail_contacts;');
    seq = 0;
  };

  return {
    id: 'mail',
    async seed(seed: ArenaSeed) {
      await reset();
      userAddress = seed.user.email;
      for (const email of seed.mail.emails) store(email.folder, email, email.id, email.timestamp);
      for (const contact of seed.mail.contacts) insertContact.run(contact.id, contact.name, contact.email, contact.remark, contact.info);
    },
    reset,
    handlers: {
      search_emails(args) {
        const matches = rows(allMail)
          .map(mailView)
          .filter((mail) => args.folder === 'all' || mail.folder === args.folder)
          .filter((mail) => args.from === undefined || mail.from.toLowerCase().includes(args.from.toLowerCase()))
          .filter((mail) => args.to === undefined || mail.to.some((address) => address.toLowerCase().includes((args.to ?? '').toLowerCase())))
          .map((mail) => ({ mail, score: queryScore(args.query, mail.subject, mail.body, mail.from, mail.to.join(' ')) }))
          .filter((entry) => entry.score > 0)
          .sort((a, b) => b.score - a.score)
          .slice(0, args.limit ?? 20);
        return success({
          emails: matches.map(({ mail }) => ({ id: mail.id, folder: mail.folder, subject: mail.subject, from: mail.from, to: mail.to, timestamp: mail.timestamp, snippet: snippet(mail.body) })),
        });
      },
      list_contacts(args) {
        const contacts = rows(allContacts)
          .map((record) => ({
            id: textColumn(record['id']),
            name: textColumn(record['name']),
            email: textColumn(record['email']),
            remark: textColumn(record['remark']),
            info: textColumn(record['info']),
          }))
          .filter((contact) => queryScore(args.query, contact.name, contact.email, contact.remark) > 0);
        return success({ contacts });
      },
      read_email(args) {
        const record = row(oneMail, args.email_id);
        return record === undefined ? failure(`no e-mail with id "${args.email_id}"`) : success(mailView(record));
      },
      send_email: send,
    },
    close: () => options.delivery.close(),
  };
}
