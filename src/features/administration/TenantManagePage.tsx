// v-tenantManage (租户管理, docs/administration.md): the platform administrator's tenants — the engine's SearchList
// over the uc's listJson (search by name and code), 新增租户 with its administrator, and per tenant: edit the names,
// the logo and favicon, disable or enable (never the platform's own tenant).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn, ListCondition, ListRowActions } from '../../../renderers';
import { setTenantStatus, tenantPage, TENANT_PAGE_SIZE, type AdminTenant } from '../../api/tenant';
import type { MenuPageProps } from '../../app/layout/menuPages';
import { AdminList, pagedLoad, useAdminEditing } from './AdminList';
import { statusToggleActions } from './statusChange';
import { TenantBrandDialog } from './TenantBrandDialog';
import { TenantFormDialog } from './TenantFormDialog';

/** The platform's own tenant (server PLATFORM_TENANT_ID): it can be renamed and branded, never disabled. */
const PLATFORM_TENANT_ID = '-1';

const loadTenants = pagedLoad(tenantPage);

type Editing = { mode: 'add' } | { mode: 'edit'; tenant: AdminTenant } | { mode: 'brand'; tenant: AdminTenant };

export default function TenantManagePage({ title }: MenuPageProps) {
  const { t } = useTranslation('administration');
  const { editing, setEditing, version, refresh, closeAndRefresh } = useAdminEditing<Editing>();

  const conditions = useMemo<ListCondition[]>(
    () => [
      { field: 'name', label: t('tenant.name'), operation: 'LIKE', dataType: 'text', control: 'text' },
      { field: 'code', label: t('tenant.code'), operation: 'LIKE', dataType: 'text', control: 'text' },
    ],
    [t],
  );
  const columns = useMemo<ListColumn[]>(
    () => [
      { field: 'name', title: t('tenant.name'), width: 180 },
      { field: 'code', title: t('tenant.code'), width: 120 },
      { field: 'nameFront', title: t('tenant.nameFront'), width: 180 },
      { field: 'status', title: t('tenant.status'), width: 100, tag: (row) => (row.status === 'enable' ? 'green' : 'grey'), format: (value) => (value === 'enable' ? t('tenant.enabled') : t('tenant.disabled')) },
      { field: 'createTime', title: t('tenant.createTime'), width: 170 },
    ],
    [t],
  );

  const actions = useMemo<ListRowActions>(
    () => ({
      title: t('actions'),
      width: 230,
      items: [
        { key: 'edit', label: t('edit'), ariaLabel: (row) => t('tenant.editOf', { name: String(row.name) }), onClick: (row) => setEditing({ mode: 'edit', tenant: row as unknown as AdminTenant }) },
        { key: 'brand', label: t('tenant.brand'), ariaLabel: (row) => t('tenant.brandOf', { name: String(row.name) }), onClick: (row) => setEditing({ mode: 'brand', tenant: row as unknown as AdminTenant }) },
        ...statusToggleActions(t, {
          prefix: 'tenant',
          hint: true,
          nameOf: (row) => String(row.name),
          isActive: (row) => row.status === 'enable',
          mayDisable: (row) => row.id !== PLATFORM_TENANT_ID,
          change: (row, enable) => setTenantStatus(String(row.id), enable ? 'enable' : 'disable', { quiet: true }),
          onChanged: refresh,
        }),
      ],
    }),
    // refresh is the list's setter, the same on every render
    [t],
  );

  return (
    <AdminList title={title} addLabel={t('tenant.add')} onAdd={() => setEditing({ mode: 'add' })} list={{ conditions, columns, actions, load: loadTenants, version, label: t('tenant.listLabel'), conditionsLabel: t('tenant.searchLabel'), pageSize: TENANT_PAGE_SIZE, emptyText: t('tenant.empty'), errorTitle: t('tenant.loadFailed') }}>
      {editing?.mode === 'brand' ? <TenantBrandDialog tenant={editing.tenant} onClose={closeAndRefresh} /> : null}
      {editing && editing.mode !== 'brand' ? (
        <TenantFormDialog
          tenant={editing.mode === 'edit' ? editing.tenant : undefined}
          onClose={() => setEditing(undefined)}
          onSaved={closeAndRefresh}
        />
      ) : null}
    </AdminList>
  );
}
