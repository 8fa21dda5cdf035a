// v-settingList (邮箱配置): the caller's mail accounts on the shared settings list — search, add, edit, view,
// delete a selection — with per-row actions: make it the default, test its connection ('连接成功', or the
// server's reason as an error) and fetch its mail.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Tag, Toast } from '@douyinfe/semi-ui-19';
import { listMailSettings, removeMailSettings, setDefaultMailSetting, syncMailAccount, testStoredMailSetting, type MailSetting } from '../../api/mail';
import type { ApiResult } from '../../api/http';
import type { CommonResult } from '../../api/types';
import type { MenuPageProps } from '../../app/layout/menuPages';
import { TOAST_SECONDS } from '../../components/toast';
import { SettingsList } from '../personal/flowSettings/SettingsList';
import { MAIL_PATHS } from './paths';
import { useRefreshMail } from './useMailFolders';

type RowAction = 'default' | 'test' | 'fetch';

function AccountActions({ account, reload }: { account: MailSetting; reload: () => void }) {
  const { t } = useTranslation('mail');
  const refreshMail = useRefreshMail();
  const [busy, setBusy] = useState<RowAction>();
  const id = account.id ?? '';
  const name = account.nickName || account.mailAddress;

  const run = async (action: RowAction, call: () => Promise<ApiResult<CommonResult<unknown>>>, fallback: string) => {
    setBusy(action);
    // a refusal or a false state is shown by the request layer with the server's message
    const answer = await call();
    setBusy(undefined);
    if (!answer.ok) return;
    Toast.success({ content: answer.data?.message || fallback, duration: TOAST_SECONDS });
    if (action !== 'test') {
      reload();
      refreshMail();
    }
  };

  return (
    <>
      {account.isDefault === 1 ? null : (
        <Button theme="borderless" size="small" loading={busy === 'default'} aria-label={t('setting.makeDefaultOf', { name })} onClick={() => void run('default', () => setDefaultMailSetting(id), t('setting.defaultSet'))}>
          {t('setting.makeDefault')}
        </Button>
      )}
      <Button theme="borderless" size="small" loading={busy === 'test'} aria-label={t('setting.testOf', { name })} onClick={() => void run('test', () => testStoredMailSetting(id), t('setting.connected'))}>
        {t('setting.test')}
      </Button>
      <Button theme="borderless" size="small" loading={busy === 'fetch'} aria-label={t('setting.fetchOf', { name })} onClick={() => void run('fetch', () => syncMailAccount(id), t('fetch.button'))}>
        {t('setting.fetch')}
      </Button>
    </>
  );
}

export default function SettingListPage({ title }: MenuPageProps) {
  const { t } = useTranslation('mail');
  return (
    <SettingsList<MailSetting>
      listKey="mailSetting"
      title={title}
      load={listMailSettings}
      remove={removeMailSettings}
      columns={[
        {
          key: 'nickName',
          title: t('setting.nickName'),
          text: (row) => row.nickName,
          render: (row) => (
            <span className="fd-mail__account-name">
              {row.nickName}
              {row.isDefault === 1 ? <Tag color="blue">{t('setting.default')}</Tag> : null}
            </span>
          ),
          width: 160,
        },
        { key: 'mailAddress', title: t('setting.mailAddress'), text: (row) => row.mailAddress },
        { key: 'smtp', title: t('setting.smtpServer'), text: (row) => `${row.smtpHost}:${row.smtpPort}` },
        { key: 'imap', title: t('setting.imapServer'), text: (row) => `${row.imapHost}:${row.imapPort}` },
        { key: 'lastSyncTime', title: t('setting.lastSyncTime'), text: (row) => row.lastSyncTime || t('setting.neverFetched'), width: 160 },
      ]}
      searchFields={[
        { property: 'nickName', label: t('setting.nickName') },
        { property: 'mailAddress', label: t('setting.mailAddress') },
      ]}
      rowKey={(row) => row.id ?? ''}
      rowName={(row) => row.nickName || row.mailAddress}
      addPath={MAIL_PATHS.settingAdd}
      editPath={(row) => MAIL_PATHS.settingEdit(row.id ?? '')}
      viewPath={(row) => MAIL_PATHS.settingGet(row.id ?? '')}
      rowActions={(row, reload) => <AccountActions account={row} reload={reload} />}
      actionsWidth={260}
    />
  );
}
