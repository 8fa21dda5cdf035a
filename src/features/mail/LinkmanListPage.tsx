// v-linkmanList (联系人): the caller's mail contacts — search, add, edit, view, write to, delete a selection —
// on the shared settings list.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { listLinkmen, removeLinkmen, type Linkman } from '../../api/mail';
import type { MenuPageProps } from '../../app/layout/menuPages';
import { SettingsList } from '../personal/flowSettings/SettingsList';
import { MAIL_PATHS, NEW_LINKMAN_ID } from './paths';

export default function LinkmanListPage({ title }: MenuPageProps) {
  const { t } = useTranslation('mail');
  return (
    <SettingsList<Linkman>
      listKey="mailLinkman"
      title={title}
      load={listLinkmen}
      remove={removeLinkmen}
      columns={[
        { key: 'linkName', title: t('linkman.linkName'), text: (row) => row.linkName, width: 140 },
        {
          key: 'mailId',
          title: t('linkman.mailId'),
          text: (row) => row.mailId,
          render: (row) => (
            <Link to={MAIL_PATHS.mailTo(row.mailId)} aria-label={t('linkman.writeTo', { name: row.linkName })}>
              {row.mailId}
            </Link>
          ),
        },
        { key: 'phone', title: t('linkman.phone'), text: (row) => row.phone ?? '', width: 140 },
        { key: 'orgName', title: t('linkman.orgName'), text: (row) => row.orgName ?? '' },
      ]}
      searchFields={[
        { property: 'linkName', label: t('linkman.linkName') },
        { property: 'mailId', label: t('linkman.mailId') },
      ]}
      rowKey={(row) => row.id ?? ''}
      rowName={(row) => row.linkName}
      addPath={MAIL_PATHS.linkmanEdit(NEW_LINKMAN_ID)}
      editPath={(row) => MAIL_PATHS.linkmanEdit(row.id ?? '')}
      viewPath={(row) => MAIL_PATHS.linkmanGet(row.id ?? '')}
    />
  );
}
