// @vitest-environment jsdom
// The shared pieces of the administration lists: which rows offer 禁用 / 启用, and the dialog's record of a row.
import { describe, expect, it } from 'vitest';
import { catalogRecordOf } from './catalogKinds';
import type { TFunction } from 'i18next';
import { statusToggleActions } from './statusChange';

describe('statusToggleActions', () => {
  const texts: Record<string, string> = { 'tenant.disable': '禁用', 'tenant.enable': '启用', 'tenant.disableOf': '禁用 {{name}}', 'tenant.enableOf': '启用 {{name}}' };
  const t = ((key: string, params?: { name?: string }) => (texts[key] ?? key).replace('{{name}}', params?.name ?? '')) as unknown as TFunction<'administration'>;
  const [disable, enable] = statusToggleActions(t, {
    prefix: 'tenant',
    nameOf: (row) => String(row.name),
    isActive: (row) => row.status === 'enable',
    mayDisable: (row) => row.id !== '-1',
    change: () => Promise.reject(new Error('not asked')),
    onChanged: () => undefined,
  });

  it('offers 禁用 on active rows that may be disabled and 启用 on the others', () => {
    expect(disable.visible?.({ id: '1001', status: 'enable' })).toBe(true);
    expect(enable.visible?.({ id: '1001', status: 'enable' })).toBe(false);
    expect(disable.visible?.({ id: '1001', status: 'disable' })).toBe(false);
    expect(enable.visible?.({ id: '1001', status: 'disable' })).toBe(true);
    // the platform's tenant: neither (it is active and may not be disabled)
    expect(disable.visible?.({ id: '-1', status: 'enable' })).toBe(false);
    expect(enable.visible?.({ id: '-1', status: 'enable' })).toBe(false);
    expect(disable.ariaLabel?.({ name: '艾克米集团' })).toBe('禁用 艾克米集团');
  });
});

describe('catalogRecordOf', () => {
  it('edits the stored names, not the shown ones, and reads the wire flags', () => {
    expect(catalogRecordOf({ id: '1', code: 'staff', name: 'Staff', nameZh: '普通员工', nameEn: 'Staff', enabled: false, description: null })).toEqual({
      id: '1',
      code: 'staff',
      name: '普通员工',
      nameEn: 'Staff',
      description: '',
      enabled: false,
      postLevel: '',
      isDefault: false,
    });
    expect(catalogRecordOf({ id: '2', code: 'default', name: '行政维度', isDefault: true }).isDefault).toBe(true);
  });

  it('starts a new record enabled and empty', () => {
    expect(catalogRecordOf(undefined)).toEqual({ code: '', name: '', nameEn: '', description: '', enabled: true, postLevel: '', isDefault: false });
  });
});
