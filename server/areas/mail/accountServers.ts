// The network side of mail accounts: send through the account's SMTP server (nodemailer), read its IMAP inbox
// (imapflow, mailparser) and test both. Nothing here touches the database; failures are MailServerErrors naming
// the server that failed and its reason, which the routes turn into localized answers.
import { ImapFlow } from 'imapflow';
import { simpleParser, type AddressObject } from 'mailparser';
import nodemailer from 'nodemailer';

export interface AccountServers {
  mailAddress: string;
  password: string;
  smtpHost: string;
  smtpPort: number;
  imapHost: string;
  imapPort: number;
  /** implicit TLS on both servers (465 / 993); without it the connection is upgraded when the server offers STARTTLS */
  ssl: boolean;
  /** the SMTP server wants a login */
  validate: boolean;
}

export type MailServerKind = 'smtp' | 'imap';

export class MailServerError extends Error {
  constructor(
    readonly server: MailServerKind,
    readonly reason: string,
  ) {
    super(`${server}: ${reason}`);
  }
}

const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

async function guarded<T>(server: MailServerKind, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof MailServerError ? error : new MailServerError(server, reasonOf(error));
  }
}

const smtpTransport = (account: AccountServers) =>
  nodemailer.createTransport({
    host: account.smtpHost,
    port: account.smtpPort,
    secure: account.ssl,
    auth: account.validate ? { user: account.mailAddress, pass: account.password } : undefined,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });

const imapClient = (account: AccountServers) =>
  new ImapFlow({
    host: account.imapHost,
    port: account.imapPort,
    secure: account.ssl,
    auth: { user: account.mailAddress, pass: account.password },
    logger: false,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });

/** Logs in to the IMAP server, runs the work, and always logs out (or drops the connection). */
async function withImap<T>(account: AccountServers, work: (client: ImapFlow) => Promise<T>): Promise<T> {
  return guarded('imap', async () => {
    const client = imapClient(account);
    // imapflow reports a dropped connection as an 'error' event too; the awaited call below rejects with it.
    client.on('error', () => undefined);
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.logout().catch(() => client.close());
    }
  });
}

/** Both servers accept the account's login. */
export async function testAccount(account: AccountServers): Promise<void> {
  await guarded('smtp', async () => {
    const transport = smtpTransport(account);
    try {
      await transport.verify();
    } finally {
      transport.close();
    }
  });
  await withImap(account, async () => undefined);
}

export interface OutgoingMail {
  fromName: string;
  to: string[];
  cc: string[];
  subject: string;
  html: string;
  attachments: { filename: string; content: Buffer }[];
}

/** Sends through the account's SMTP server; the answer is the message id the server accepted. */
export async function sendThroughAccount(account: AccountServers, mail: OutgoingMail): Promise<string> {
  return guarded('smtp', async () => {
    const transport = smtpTransport(account);
    try {
      const info = await transport.sendMail({
        from: { name: mail.fromName, address: account.mailAddress },
        to: mail.to,
        cc: mail.cc,
        subject: mail.subject,
        html: mail.html,
        attachments: mail.attachments,
      });
      return String(info.messageId ?? '');
    } finally {
      transport.close();
    }
  });
}

export interface MailboxPosition {
  /** UIDVALIDITY of the inbox at the last fetch ('' before the first): when it changes the UIDs start over */
  uidValidity: string;
  /** the highest UID already fetched */
  lastUid: number;
}

export interface IncomingAddress {
  name: string;
  address: string;
}

export interface IncomingMail {
  uid: number;
  messageId: string;
  subject: string;
  from: IncomingAddress;
  to: IncomingAddress[];
  cc: IncomingAddress[];
  date: Date | undefined;
  /** the HTML body, or the text body as escaped paragraphs */
  html: string;
  attachments: { filename: string; content: Buffer }[];
}

export interface FetchOptions {
  /** at most this many messages per fetch, oldest first; the rest come with the next fetch */
  maxMessages: number;
  /** bigger messages are skipped (counted, not stored) */
  maxBytes: number;
  withAttachments: boolean;
  deleteRemote: boolean;
}

export interface FetchResult {
  position: MailboxPosition;
  mails: IncomingMail[];
  skipped: number;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
export const textToHtml = (text: string) =>
  text
    .trimEnd()
    .split(/\r?\n\r?\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');

const addressesOf = (field: AddressObject | AddressObject[] | undefined): IncomingAddress[] =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((object) => object.value)
    .filter((entry) => entry.address)
    .map((entry) => ({ name: entry.name || entry.address || '', address: entry.address ?? '' }));

/** The inbox's messages after `position`, parsed; deleted on the server afterwards when asked. */
export async function fetchNewMail(account: AccountServers, position: MailboxPosition, options: FetchOptions): Promise<FetchResult> {
  return withImap(account, async (client) => {
    const lock = await client.getMailboxLock('INBOX');
    try {
      const mailbox = client.mailbox;
      const uidValidity = mailbox ? String(mailbox.uidValidity) : '';
      const after = uidValidity === position.uidValidity ? position.lastUid : 0;
      const waiting = (await client.fetchAll(`${after + 1}:*`, { uid: true, size: true }, { uid: true }))
        // '*' names the last message even when it is older than the range's start
        .filter((message) => message.uid > after)
        .sort((a, b) => a.uid - b.uid)
        .slice(0, options.maxMessages);
      const mails: IncomingMail[] = [];
      let skipped = 0;
      for (const message of waiting) {
        if ((message.size ?? 0) > options.maxBytes) {
          skipped += 1;
          continue;
        }
        const full = await client.fetchOne(String(message.uid), { source: true }, { uid: true });
        if (!full || !full.source) continue;
        const parsed = await simpleParser(full.source);
        mails.push({
          uid: message.uid,
          messageId: parsed.messageId ?? '',
          subject: parsed.subject ?? '',
          from: addressesOf(parsed.from)[0] ?? { name: '', address: '' },
          to: addressesOf(parsed.to),
          cc: addressesOf(parsed.cc),
          date: parsed.date,
          html: typeof parsed.html === 'string' && parsed.html ? parsed.html : textToHtml(parsed.text ?? ''),
          attachments: options.withAttachments
            ? parsed.attachments.map((attachment, index) => ({ filename: attachment.filename || `attachment-${index + 1}`, content: attachment.content }))
            : [],
        });
      }
      const lastUid = waiting.length > 0 ? waiting[waiting.length - 1].uid : after;
      // only what was stored: a message skipped for its size stays on the server
      if (options.deleteRemote && mails.length > 0) await client.messageDelete(mails.map((mail) => mail.uid), { uid: true });
      return { position: { uidValidity, lastUid }, mails, skipped };
    } finally {
      lock.release();
    }
  });
}
