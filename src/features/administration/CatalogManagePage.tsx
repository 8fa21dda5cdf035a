// v-roleManage, v-jobManage and v-demManage (角色管理, 职务管理, 维度管理; docs/administration.md): the tenant's roles,
// jobs or dimensions in the engine's SearchList, 新增 and 编辑 in one dialog, and for roles 停用 / 启用 (saveRole
// with the record's enabled flag; the administrator role stays enabled, the server refuses it).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn, ListCondition, ListRow, ListRowActions } from '../../../renderers';
import type { MenuPageProps } from '../../app/layout/menuPages';
import { AdminList, useAdminEditing } from './AdminList';
import { CatalogFormDialog } from './CatalogFormDialog';
import { CATALOG_KINDS, catalogRecordOf, type CatalogKind, type CatalogRecord } from './catalogKinds';
import { statusToggleActions } from './statusChange';

/** The role of administrators (server ADMIN_ROLE). */
const ADMIN_ROLE_CODE = 'sysAdmin';

export function CatalogManagePage({ kind, title }: MenuPageProps & { kind: CatalogKind }) {
  const { t } = useTranslation('administration');
  const spec = CATALOG_KINDS[kind];
  const { editing, setEditing, version, refresh, closeAndRefresh } = useAdminEditing<CatalogRecord>();
  const yesNo = (value: unknown) => (value === true || value === 1 ? t('yes') : t('no'));

  const conditions = useMemo<ListCondition[]>(
    () =>
      spec.paged
        ? [
            { field: 'name', label: t('catalog.name'), operation: 'LIKE', dataType: 'text', control: 'text' },
            { field: 'code', label: t('catalog.code'), operation: 'LIKE', dataType: 'text', control: 'text' },
          ]
        : [],
    [t, spec],
  );
  const columns = useMemo<ListColumn[]>(() => {
    const own: ListColumn[] =
      spec.extra === 'enabled'
        ? [{ field: 'enabled', title: t('catalog.status'), width: 100, tag: (row) => (row.enabled === true || row.enabled === 1 ? 'green' : 'grey'), format: (value) => (value === true || value === 1 ? t('catalog.enabled') : t('catalog.disabled')) }]
        : spec.extra === 'postLevel'
          ? [{ field: 'postLevel', title: t('catalog.postLevel'), width: 120 }]
          : [{ field: 'isDefault', title: t('catalog.isDefault'), width: 110, format: yesNo }];
    return [{ field: 'name', title: t('catalog.name'), width: 180 }, { field: 'code', title: t('catalog.code'), width: 140 }, ...own, { field: 'description', title: t('catalog.description'), width: 240 }];
    // yesNo only reads t
  }, [t, spec]);

  const actions = useMemo<ListRowActions>(() => {
    const enabled = (row: ListRow) => row.enabled === true || row.enabled === 1;
    return {
      title: t('actions'),
      width: 160,
      items: [
        { key: 'edit', label: t('edit'), ariaLabel: (row) => t('catalog.editOf', { name: String(row.name) }), onClick: (row) => setEditing(catalogRecordOf(row)) },
        ...(spec.extra === 'enabled'
          ? statusToggleActions(t, {
              prefix: 'catalog',
              nameOf: (row) => String(row.name),
              isActive: enabled,
              // the administrator role decides who administers: the server refuses to disable it
              mayDisable: (row) => row.code !== ADMIN_ROLE_CODE,
              change: (row, enable) => spec.save({ ...catalogRecordOf(row), enabled: enable }),
              onChanged: refresh,
            })
          : []),
      ],
    };
    // refresh is the list's setter, the same on every render
  }, [t, spec]);


  return (
    <AdminList
      title={title}
      addLabel={t(`catalog.${kind}.add`)}
      onAdd={() => setEditing(catalogRecordOf(undefined))}
      list={{ conditions, columns, actions, load: spec.load, version, paging: spec.paged ? 'server' : 'none', label: t(`catalog.${kind}.listLabel`), conditionsLabel: t(`catalog.${kind}.searchLabel`), emptyText: t(`catalog.${kind}.empty`), errorTitle: t(`catalog.${kind}.loadFailed`) }}
    >
      {editing ? (
        <CatalogFormDialog
          kind={kind}
          record={editing}
          onClose={() => setEditing(undefined)}
          onSaved={closeAndRefresh}
        />
      ) : null}
    </AdminList>
  );
}
