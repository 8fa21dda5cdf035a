// The folders with their counts (shared by the list and the pages that change them), and the one way to
// refresh everything of the mail area after a change: every SWR key of the area starts with 'mail:'.
import useSWR, { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import { unwrap } from '../../api/http';
import { getMailFolders } from '../../api/mail';

export const MAIL_CACHE_PREFIX = 'mail:';

export function useMailFolders() {
  const { i18n } = useTranslation();
  return useSWR([`${MAIL_CACHE_PREFIX}folders`, i18n.language] as const, () => unwrap(getMailFolders({ quiet: true })), { revalidateOnFocus: false });
}

export function useRefreshMail() {
  const { mutate } = useSWRConfig();
  return () => void mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(MAIL_CACHE_PREFIX));
}
