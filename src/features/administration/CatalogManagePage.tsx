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
import { confirmStatusChange, statusActions } from './statusChange';

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

  const changeEnabled = (row: ListRow) => {
    const record = catalogRecordOf(row);
    const name = String(row.name);
    confirmStatusChange({
      title: record.enabled ? t('catalog.disableConfirm', { name }) : t('catalog.enableConfirm', { name }),
      okText: record.enabled ? t('catalog.disable') : t('catalog.enable'),
      cancelText: t('cancel'),
      saved: t('saved'),
      failed: t('saveFailed'),
      change: () => spec.save({ ...record, enabled: !record.enabled }),
      onChanged: refresh,
    });
  };

  const actions = useMemo<ListRowActions>(() => {
    const enabled = (row: ListRow) => row.enabled === true || row.enabled === 1;
    return {
      title: t('actions'),
      width: 160,
      items: [
        { key: 'edit', label: t('edit'), ariaLabel: (row) => t('catalog.editOf', { name: String(row.name) }), onClick: (row) => setEditing(catalogRecordOf(row)) },
        ...(spec.extra === 'enabled'
          ? statusActions(
              { disable: t('catalog.disable'), enable: t('catalog.enable'), disableOf: (row) => t('catalog.disableOf', { name: String(row.name) }), enableOf: (row) => t('catalog.enableOf', { name: String(row.name) }) },
              enabled,
              changeEnabled,
              // the administrator role decides who administers: the server refuses to disable it
              (row) => row.code !== ADMIN_ROLE_CODE,
            )
          : []),
      ],
    };
    // changeEnabled only reads t, spec and refresh's setter
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
