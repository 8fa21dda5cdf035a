// v-userManage (用户管理, docs/administration.md): the tenant administrator's users — the engine's SearchList over
// the uc's queryUserWithMainOrgPost (search by name, account, status), and per user: edit (contact, posts, roles),
// reset password, disable or enable. Adding a user opens the same dialog.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn, ListCondition, ListRowActions } from '../../../renderers';
import { setUserStatus } from '../../api/administration';
import { queryUserWithMainOrgPost } from '../../api/org';
import type { MenuPageProps } from '../../app/layout/menuPages';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { AdminList, pagedLoad, useAdminEditing } from './AdminList';
import { statusToggleActions } from './statusChange';
import { UserFormDialog } from './UserFormDialog';

const PAGE_SIZE = 20;

const loadUsers = pagedLoad(queryUserWithMainOrgPost);

type Editing = { mode: 'add' } | { mode: 'edit'; id: string } | { mode: 'password'; id: string; fullname: string };

export default function UserManagePage({ title }: MenuPageProps) {
  const { t } = useTranslation('administration');
  const { editing, setEditing, version, refresh, closeAndRefresh } = useAdminEditing<Editing>();

  const conditions = useMemo<ListCondition[]>(
    () => [
      { field: 'fullname', label: t('user.fullname'), operation: 'LIKE', dataType: 'text', control: 'text' },
      { field: 'account', label: t('user.account'), operation: 'LIKE', dataType: 'text', control: 'text' },
      {
        field: 'status',
        label: t('user.status'),
        operation: 'EQUAL',
        dataType: 'number',
        control: 'select',
        options: [
          { value: '1', label: t('status.1') },
          { value: '0', label: t('status.0') },
        ],
      },
    ],
    [t],
  );
  const columns = useMemo<ListColumn[]>(() => {
    const statusText = (value: unknown) => (value === 1 ? t('status.1') : value === 0 ? t('status.0') : value === -1 ? t('status.-1') : t('status.other'));
    return [
      { field: 'fullname', title: t('user.fullname'), width: 120 },
      { field: 'account', title: t('user.account'), width: 120 },
      { field: 'orgName', title: t('user.org'), width: 150 },
      { field: 'postName', title: t('user.masterPost'), width: 150 },
      { field: 'mobile', title: t('user.mobile'), width: 130 },
      { field: 'status', title: t('user.status'), width: 100, tag: (row) => (row.status === 1 ? 'green' : 'grey'), format: statusText },
    ];
  }, [t]);

  const actions = useMemo<ListRowActions>(
    () => ({
      title: t('actions'),
      width: 230,
      items: [
        { key: 'edit', label: t('edit'), ariaLabel: (row) => t('user.editOf', { name: String(row.fullname) }), onClick: (row) => setEditing({ mode: 'edit', id: String(row.id) }) },
        { key: 'password', label: t('user.resetPassword'), ariaLabel: (row) => t('user.resetOf', { name: String(row.fullname) }), onClick: (row) => setEditing({ mode: 'password', id: String(row.id), fullname: String(row.fullname) }) },
        ...statusToggleActions(t, {
          prefix: 'user',
          hint: true,
          nameOf: (row) => String(row.fullname),
          isActive: (row) => row.status === 1,
          change: (row, enable) => setUserStatus(String(row.id), enable ? 1 : 0, { quiet: true }),
          onChanged: refresh,
        }),
      ],
    }),
    // refresh is the list's setter, the same on every render
    [t],
  );

  return (
    <AdminList title={title} addLabel={t('user.add')} onAdd={() => setEditing({ mode: 'add' })} list={{ conditions, columns, actions, load: loadUsers, version, label: t('user.listLabel'), conditionsLabel: t('user.searchLabel'), pageSize: PAGE_SIZE, emptyText: t('user.empty'), errorTitle: t('user.loadFailed') }}>
      {editing?.mode === 'password' ? <ResetPasswordDialog user={{ id: editing.id, fullname: editing.fullname }} onClose={() => setEditing(undefined)} /> : null}
      {editing && editing.mode !== 'password' ? (
        <UserFormDialog
          userId={editing.mode === 'edit' ? editing.id : undefined}
          onClose={() => setEditing(undefined)}
          onSaved={closeAndRefresh}
        />
      ) : null}
    </AdminList>
  );
}
