// Real mail servers on loopback for the tests of mail accounts: an SMTP server (the smtp-server package) that
// checks logins, keeps what it receives and delivers mail for its own users into their IMAP inboxes, and Debian's
// Dovecot as the IMAP server (apt-get install -y dovecot-imapd), started from a throw-away configuration.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { ImapFlow } from 'imapflow';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './freePort';

export const DOVECOT = '/usr/sbin/dovecot';
const HOST = '127.0.0.1';

export interface MailUserLogin {
  address: string;
  password: string;
}

export interface ReceivedMail {
  from: string;
  recipients: string[];
  subject: string;
  html: string;
  text: string;
  attachments: string[];
}

export interface LocalMailServers {
  host: string;
  smtpPort: number;
  imapPort: number;
  /** what the SMTP server accepted, in order */
  received: ReceivedMail[];
  /** puts a raw RFC 822 message into a user's inbox (as a delivery would) */
  deliver(address: string, raw: string | Buffer): Promise<void>;
  stop(): Promise<void>;
}


async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: HOST, port }, () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on ${HOST}:${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Dovecot serving IMAP on loopback for the given logins, mailboxes in a temporary directory. */
async function startDovecot(dir: string, users: readonly MailUserLogin[]): Promise<{ port: number; process: ChildProcess }> {
  if (!existsSync(DOVECOT)) throw new Error(`${DOVECOT} is missing: install Debian's IMAP server with "apt-get install -y dovecot-imapd"`);
  const port = await freePort();
  const root = process.getuid?.() === 0;
  // as root Dovecot drops to its own users; otherwise everything runs as the current user
  const me = userInfo();
  const internalUser = root ? 'dovecot' : me.username;
  const loginUser = root ? 'dovenull' : me.username;
  // Dovecot's own users must reach the mailboxes and the password file
  chmodSync(dir, 0o755);
  for (const sub of ['run', 'state', 'mail']) mkdirSync(join(dir, sub), { recursive: true });
  writeFileSync(join(dir, 'users'), users.map((user) => `${user.address}:{PLAIN}${user.password}`).join('\n') + '\n');
  if (root) chownSync(join(dir, 'mail'), uidOf('dovecot'), uidOf('dovecot', 'g'));
  writeFileSync(
    join(dir, 'dovecot.conf'),
    `base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = ${HOST}
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
default_internal_user = ${internalUser}
default_login_user = ${loginUser}
first_valid_uid = 1
mail_location = maildir:${dir}/mail/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN ${dir}/users
}
userdb {
  driver = static
  args = uid=${root ? 'dovecot' : me.uid} gid=${root ? 'dovecot' : me.gid} home=${dir}/mail/%u
}
service imap-login {
  chroot =
  inet_listener imap {
    address = ${HOST}
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
`,
  );
  const child = spawn(DOVECOT, ['-F', '-c', join(dir, 'dovecot.conf')], { stdio: 'ignore' });
  await waitForPort(port, 10_000);
  return { port, process: child };
}

/** A system user's or group's id (for the mailbox directory Dovecot writes as its own user). */
function uidOf(name: string, kind: 'u' | 'g' = 'u'): number {
  const file = kind === 'u' ? '/etc/passwd' : '/etc/group';
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  if (!line) throw new Error(`no ${kind === 'u' ? 'user' : 'group'} ${name}`);
  return Number(line.split(':')[2]);
}

export async function startLocalMailServers(users: readonly MailUserLogin[]): Promise<LocalMailServers> {
  const dir = mkdtempSync(join(tmpdir(), 'flowdesk-mail-'));
  const dovecot = await startDovecot(dir, users);
  const passwords = new Map(users.map((user) => [user.address.toLowerCase(), user.password]));
  const received: ReceivedMail[] = [];

  const deliver = async (address: string, raw: string | Buffer) => {
    const password = passwords.get(address.toLowerCase());
    if (password === undefined) throw new Error(`${address} has no mailbox here`);
    const client = new ImapFlow({ host: HOST, port: dovecot.port, secure: false, auth: { user: address, pass: password }, logger: false });
    await client.connect();
    try {
      await client.append('INBOX', raw);
    } finally {
      await client.logout();
    }
  };

  const smtp = new SMTPServer({
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      const expected = passwords.get((auth.username ?? '').toLowerCase());
      if (expected === undefined || expected !== auth.password) callback(new Error('Invalid username or password'));
      else callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        void simpleParser(raw)
          .then(async (parsed) => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              recipients,
              subject: parsed.subject ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              text: parsed.text ?? '',
              attachments: parsed.attachments.map((attachment) => attachment.filename ?? ''),
            });
            for (const recipient of recipients) if (passwords.has(recipient.toLowerCase())) await deliver(recipient, raw);
          })
          .then(() => callback(), (error: Error) => callback(error));
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, HOST, resolve));

  return {
    host: HOST,
    smtpPort,
    imapPort: dovecot.port,
    received,
    deliver,
    async stop() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      dovecot.process.kill('SIGTERM');
      await new Promise((resolve) => (dovecot.process.exitCode === null ? dovecot.process.once('exit', resolve) : resolve(undefined)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
