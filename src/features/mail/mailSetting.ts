// What the mail-account form does to a setting as it is typed: hosts proposed from the address, and the standard
// ports following SSL. Pure functions, so the page only renders.
import type { MailSetting } from '../../api/mail';

/** Standard ports without and with implicit TLS. */
export const PORTS = { plain: { smtp: 25, imap: 143 }, ssl: { smtp: 465, imap: 993 } } as const;

/** Hosts proposed from the address's domain, as Hotent's form does, only where nothing is typed yet. */
export function proposeHosts(setting: MailSetting): MailSetting {
  const domain = setting.mailAddress.split('@')[1]?.trim();
  if (!domain) return setting;
  return { ...setting, smtpHost: setting.smtpHost || `smtp.${domain}`, imapHost: setting.imapHost || `imap.${domain}` };
}

/** SSL on or off moves the ports that are still the standard ones of the other mode. */
export function withSsl(setting: MailSetting, ssl: boolean): MailSetting {
  const [from, to] = ssl ? [PORTS.plain, PORTS.ssl] : [PORTS.ssl, PORTS.plain];
  return {
    ...setting,
    ssl: ssl ? 1 : 0,
    smtpPort: setting.smtpPort === from.smtp ? to.smtp : setting.smtpPort,
    imapPort: setting.imapPort === from.imap ? to.imap : setting.imapPort,
  };
}
