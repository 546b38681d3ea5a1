/**
 * Mail delivery over real SMTP: a listener (`smtp-server`) on 127.0.0.1 at a free port, a
 * client (nodemailer) that sends each mail to it, and the received message parsed back
 * (mailparser). The mail service stores what was received, so a committed mail is what
 * actually crossed the wire (Bcc recipients come from the SMTP envelope).
 */
import { simpleParser, type AddressObject } from 'mailparser';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { LeakscopeError } from '../../contracts/index.js';
import type { MailDelivery, OutgoingMail } from './mail.js';

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  if (field === undefined) return [];
  const list = Array.isArray(field) ? field : [field];
  return list.flatMap((entry) => entry.value.flatMap((address) => (address.address === undefined ? [] : [address.address])));
}

/**
 * Starts an SMTP listener and returns a delivery that sends through it. Close it when the task ends.
 *
 * @example const delivery = await startSmtpDelivery(); const received = await delivery.deliver(mail); await delivery.close();
 */
export async function startSmtpDelivery(options: { readonly timeoutMs?: number } = {}): Promise<MailDelivery & { readonly port: number }> {
  const waiting = new Map<string, { resolve: (mail: OutgoingMail) => void; reject: (error: Error) => void }>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const id = parsed.messageId ?? '';
          const to = addresses(parsed.to);
          const cc = addresses(parsed.cc);
          const seen = new Set([...to, ...cc].map((address) => address.toLowerCase()));
          const bcc = session.envelope.rcptTo.map((entry) => entry.address).filter((address) => !seen.has(address.toLowerCase()));
          const mail: OutgoingMail = {
            from: addresses(parsed.from)[0] ?? (session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address),
            to,
            cc,
            bcc,
            subject: parsed.subject ?? '',
            body: (parsed.text ?? '').replace(/\n$/, ''),
            attachments: parsed.attachments.map((attachment) => attachment.content.toString('utf8')),
            messageId: id,
          };
          waiting.get(id)?.resolve(mail);
          waiting.delete(id);
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : 0);
    });
  });
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  const timeout = options.timeoutMs ?? 10_000;
  let sent = 0;

  return {
    kind: 'smtp',
    port,
    async deliver(mail) {
      sent += 1;
      const messageId = `<arena-${sent}-${port}@leakscope.invalid>`;
      const received = new Promise<OutgoingMail>((resolve, reject) => {
        waiting.set(messageId, { resolve, reject });
        setTimeout(() => {
          if (waiting.delete(messageId)) reject(new LeakscopeError('internal', `SMTP listener did not receive mail ${sent} within ${timeout} ms`));
        }, timeout).unref();
      });
      try {
        await transport.sendMail({
          messageId,
          from: mail.from,
          to: [...mail.to],
          cc: [...mail.cc],
          bcc: [...mail.bcc],
          subject: mail.subject,
          text: mail.body,
          attachments: mail.attachments.map((content, index) => ({ filename: `attachment-${index + 1}.txt`, content, contentType: 'text/plain; charset=utf-8' })),
        });
      } catch (error) {
        waiting.delete(messageId);
        throw error;
      }
      return received;
    },
    async close() {
      transport.close();
      for (const entry of waiting.values()) entry.reject(new LeakscopeError('internal', 'SMTP listener closed'));
      waiting.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
