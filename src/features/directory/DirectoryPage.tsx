// v-directory (组织通讯录, docs/directory.md): every signed-in user browses the organisation tree of a dimension,
// lists the users of the chosen org (or of the whole tenant) with the engine's SearchList, searches them by name,
// account or pinyin initials, and opens a user's card.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeLocale, SearchList, type FetchPage, type ListColumn, type ListCondition, type ListRowActions } from '../../../renderers';
import { getOrgUserPage } from '../../api/org';
import { unwrap } from '../../api/http';
import type { MenuPageProps } from '../../app/layout/menuPages';
import { OrgTree, type ChosenOrg } from './OrgTree';
import { UserCardDialog } from './UserCardDialog';
import { directoryFilter } from './directoryFilter';
import './directory.css';

const PAGE_SIZE = 20;

export default function DirectoryPage({ title }: MenuPageProps) {
  const { t, i18n } = useTranslation('directory');
  const [org, setOrg] = useState<ChosenOrg>();
  const [card, setCard] = useState<string>();

  const conditions = useMemo<ListCondition[]>(() => [{ field: 'keyword', label: t('keyword'), operation: 'LIKE', dataType: 'text', control: 'text' }], [t]);
  const columns = useMemo<ListColumn[]>(
    () => [
      { field: 'fullname', title: t('fullname'), width: 120 },
      { field: 'account', title: t('account'), width: 120 },
      { field: 'postName', title: t('post'), width: 160 },
      { field: 'orgName', title: t('org'), width: 160 },
      { field: 'mobile', title: t('mobile'), width: 130 },
      { field: 'email', title: t('email'), width: 200 },
    ],
    [t],
  );
  const actions = useMemo<ListRowActions>(
    () => ({
      title: t('actions'),
      width: 110,
      items: [{ key: 'card', label: t('openCard'), ariaLabel: (row) => t('openCardOf', { name: String(row.fullname) }), onClick: (row) => setCard(String(row.account)) }],
    }),
    [t],
  );
  const fetchPage = useMemo<FetchPage>(
    () =>
      async ({ values, page, pageSize }) => {
        const answer = await unwrap(getOrgUserPage(directoryFilter(org?.id, values.keyword, page, pageSize), { quiet: true }));
        return { ...answer, rows: answer.rows.map((row) => ({ ...row })) };
      },
    // a new language gives new conditions: the list searches again for the localized post and org names
    [org?.id, conditions],
  );

  return (
    <div className="fd-directory">
      <h2>{title}</h2>
      <div className="fd-directory__body">
        <OrgTree chosen={org} onChoose={setOrg} />
        <section className="fd-directory__users" aria-label={org ? t('usersOf', { org: org.name }) : t('allUsers')}>
          <h3>{org ? t('usersOf', { org: org.name }) : t('allUsers')}</h3>
          <SearchList
            key={org?.id ?? ''}
            conditions={conditions}
            columns={columns}
            actions={actions}
            fetchPage={fetchPage}
            label={org ? t('usersOf', { org: org.name }) : t('allUsers')}
            conditionsLabel={t('searchLabel')}
            locale={normalizeLocale(i18n.language)}
            paging="server"
            pageSize={PAGE_SIZE}
            emptyText={t('empty')}
            errorTitle={t('loadFailed')}
          />
        </section>
      </div>
      {card ? <UserCardDialog account={card} onClose={() => setCard(undefined)} /> : null}
    </div>
  );
}
