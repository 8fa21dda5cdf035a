// 收取邮件: fetches the new mail of every account of the caller from its IMAP inbox, one account after another,
// then refreshes the folders. Each account's answer is told (the server's message, or its refusal with the
// account's name), so one unreachable server does not hide what the others brought.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Toast } from '@douyinfe/semi-ui-19';
import { IconRefresh } from '@douyinfe/semi-icons';
import { syncMailAccount } from '../../api/mail';
import { TOAST_SECONDS } from '../../components/toast';
import { useMailAccounts, useRefreshMail } from './useMailFolders';

export function FetchMailButton() {
  const { t } = useTranslation('mail');
  const accounts = useMailAccounts();
  const refresh = useRefreshMail();
  const [busy, setBusy] = useState(false);
  if (!accounts.data?.length) return null;

  const fetchAll = async () => {
    setBusy(true);
    for (const account of accounts.data ?? []) {
      const answer = await syncMailAccount(account.id ?? '', { quiet: true });
      const name = account.nickName || account.mailAddress;
      if (answer.ok) Toast.success({ content: t('fetch.done', { name, message: answer.data?.message ?? '' }), duration: TOAST_SECONDS });
      else Toast.error({ content: t('fetch.failed', { name, message: answer.message ?? '' }) });
    }
    setBusy(false);
    refresh();
  };

  return (
    <Button icon={<IconRefresh aria-hidden="true" />} loading={busy} onClick={() => void fetchAll()}>
      {t('fetch.button')}
    </Button>
  );
}
