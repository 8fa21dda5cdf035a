// The folders with their counts and the caller's mail accounts (shared by the list and the pages that change
// them), and the one way to refresh everything of the mail area after a change: every SWR key of the area starts
// with 'mail:'.
import useSWR, { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import { unwrap } from '../../api/http';
import { getMailFolders, listMailSettings } from '../../api/mail';

export const MAIL_CACHE_PREFIX = 'mail:';

export function useMailFolders() {
  const { i18n } = useTranslation();
  return useSWR([`${MAIL_CACHE_PREFIX}folders`, i18n.language] as const, () => unwrap(getMailFolders({ quiet: true })), { revalidateOnFocus: false });
}

/** More than a user may have (MAX_ACCOUNTS on the server), so one page holds them all. */
const ACCOUNTS_PAGE = { pageBean: { page: 1, pageSize: 50 } };

/** The caller's mail accounts, the default first; a failure leaves mail between portal users working. */
export function useMailAccounts() {
  return useSWR([`${MAIL_CACHE_PREFIX}accounts`] as const, async () => (await unwrap(listMailSettings(ACCOUNTS_PAGE, { quiet: true }))).rows, {
    revalidateOnFocus: false,
  });
}

export function useRefreshMail() {
  const { mutate } = useSWRConfig();
  return () => void mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(MAIL_CACHE_PREFIX));
}
