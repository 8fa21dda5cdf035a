// What a reply, a reply to all or a forward starts with: the recipients, the subject with its prefix, the
// original quoted as text under a header, and (forwarding) the original's attachments.
import type { MailDetail } from '../../api/mail';
import type { ComposeMode } from './paths';
import { decodeBase64Utf8, htmlToText, namedAddresses } from './mailText';

export interface ComposeValues {
  to: string;
  cc: string;
  subject: string;
  body: string;
}

export interface QuoteTexts {
  /** subject prefix, e.g. '回复：' */
  prefix: string;
  /** the quote's header lines: from, date, to, subject */
  header: string[];
}

const addressOf = (entry: string) => /<([^<>]+)>$/.exec(entry)?.[1] ?? entry;

/** Addresses except the caller's own (given as their mail address and account, compared case-insensitively). */
function without(entries: string[], own: readonly string[]): string[] {
  const mine = new Set(own.filter(Boolean).map((text) => text.toLowerCase()));
  return entries.filter((entry) => !mine.has(addressOf(entry).toLowerCase()));
}

export function composeFrom(mode: ComposeMode, original: MailDetail, own: readonly string[], texts: QuoteTexts): ComposeValues {
  const sender = namedAddresses(original.senderAddress, original.senderName);
  const receivers = namedAddresses(original.receiverAddresses, original.receiverName);
  const copies = namedAddresses(original.copyToAddresses, original.copyToName);
  const quoted = htmlToText(decodeBase64Utf8(original.content))
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
  const body = `\n\n${texts.header.join('\n')}\n\n${quoted}`;
  const subject = original.subject.startsWith(texts.prefix) ? original.subject : `${texts.prefix}${original.subject}`;
  if (mode === 'forward') return { to: '', cc: '', subject, body };
  const to = mode === 'replyAll' ? [...sender, ...without(receivers, own)] : sender;
  const cc = mode === 'replyAll' ? without(copies, own) : [];
  return { to: to.join(', '), cc: cc.join(', '), subject, body };
}
