// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogToModel } from '../../../renderers';
import i18n from '../../i18n';

const mocks = vi.hoisted(() => ({
  queryUserWithMainOrgPost: vi.fn(async () => ({ ok: true, status: 200, data: { rows: [{ id: 'u1', fullname: '张三', account: 'zhangsan' }], total: 1, page: 1, pageSize: 20 } })),
  orgPage: vi.fn(async () => ({ ok: true, status: 200, data: { rows: [{ id: '1', parentId: '0', name: '总公司' }], total: 1, page: 1, pageSize: 1000 } })),
}));
vi.mock('../../api/org', () => mocks);

const { portalPickerDefinition, portalPickerSource } = await import('./portalPickers');

beforeEach(() => vi.clearAllMocks());

describe('portal pickers', () => {
  it('are valid dialogs in the page’s language: users as a paged list, organisations as a tree', () => {
    const t = i18n.getFixedT('en-US', 'selectors');
    const users = dialogToModel(portalPickerDefinition('user', true, t), { locale: 'en-US' });
    expect(users).toMatchObject({ title: 'Choose users', style: 'list', paged: true, selection: { multiple: true }, rowKey: 'ID' });
    expect(users.columns.map((column) => column.title)).toEqual(['Name', 'Account', 'Organisation', 'Post']);
    const orgs = dialogToModel(portalPickerDefinition('org', false, i18n.getFixedT('zh-CN', 'selectors')), { locale: 'zh-CN' });
    expect(orgs).toMatchObject({ title: '选择组织', style: 'tree', selection: { multiple: false }, tree: { idKey: 'ID', parentKey: 'PARENTID', labelKey: 'NAME' } });
  });

  it('asks the user centre for active users with its own property names', async () => {
    const page = await portalPickerSource('user').getListData('portalUserPicker', {
      pageBean: { page: 2, pageSize: 20, showTotal: true },
      querys: [{ property: 'FULLNAME', value: '张', operation: 'LIKE', relation: 'AND', group: 'main' }],
      sorter: [{ property: 'ACCOUNT', direction: 'ASC' }],
    });
    expect(page.rows).toEqual([{ id: 'u1', fullname: '张三', account: 'zhangsan' }]);
    expect(mocks.queryUserWithMainOrgPost).toHaveBeenCalledWith(
      {
        pageBean: { page: 2, pageSize: 20, showTotal: true },
        querys: [
          { property: 'fullname', value: '张', operation: 'LIKE', relation: 'AND', group: 'main' },
          { property: 'status', value: 1, operation: 'EQUAL' },
        ],
        sorter: [{ property: 'account', direction: 'ASC' }],
      },
      { quiet: true, allowDuplicate: true },
    );
  });

  it('loads the organisation tree whole, and rejects with the layer’s message', async () => {
    await expect(portalPickerSource('org').getTreeData('portalOrgPicker')).resolves.toEqual([{ id: '1', parentId: '0', name: '总公司' }]);
    mocks.orgPage.mockResolvedValueOnce({ ok: false, status: 500, message: '服务器错误' } as never);
    await expect(portalPickerSource('org').getTreeData('portalOrgPicker')).rejects.toThrow('服务器错误');
  });
});
