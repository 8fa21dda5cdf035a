// @vitest-environment jsdom
// The import page: the templates that take imports, a file imported into the chosen one with the per-row result,
// and the empty and failure states.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseOption, renderRoutes, seriousA11yViolations } from '../../app/layout/testSupport';
import { hasUnkeepableInput } from '../../components/keptInput';

const api = vi.hoisted(() => ({ getImportTemplateList: vi.fn(), importRows: vi.fn(), downloadImportTemplate: vi.fn() }));
vi.mock('../../api/dataTemplate', () => ({
  getImportTemplateList: api.getImportTemplateList,
  createAppDataTemplateSource: () => ({ importRows: api.importRows, downloadImportTemplate: api.downloadImportTemplate }),
}));

const ok = <T,>(data: T) => ({ ok: true, status: 200, data });
const entries = [
  { id: 't1', alias: 'contractLedger', name: '合同台账', formKey: 'contractRegistration', boAlias: 'contract' },
  { id: 't2', alias: 'projectLedger', name: '项目台账', formKey: 'project', boAlias: 'project' },
];

async function renderPage() {
  const { default: ImportMainPage } = await import('./ImportMainPage');
  return renderRoutes([{ path: '/v-data/v-importMain', element: <ImportMainPage title="数据导入" /> }], '/v-data/v-importMain');
}

beforeEach(() => {
  api.getImportTemplateList.mockResolvedValue(ok(entries));
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('数据导入', () => {
  it('imports a file into the chosen template and shows the result of each row', async () => {
    api.importRows.mockResolvedValue({ report: { total: 2, succeeded: 1, failed: 1, rows: [{ row: 2, ok: true, id: 'r1' }, { row: 3, ok: false, messages: ['项目编号不能为空'] }] } });
    const user = userEvent.setup();
    await renderPage();
    const select = await screen.findByRole('combobox', { name: '导入到' });
    await chooseOption(user, select, '项目台账');
    await user.click(screen.getByRole('button', { name: '开始导入' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请先选择要导入的文件');
    const file = new File(['x'], 'projects.xlsx');
    expect(screen.getByRole('button', { name: 'Excel 文件（.xlsx） 选择文件' })).toBeTruthy();
    fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [file] } });
    expect(screen.getByText('projects.xlsx')).toBeTruthy();
    // a chosen file cannot be kept across a language switch's reload: the switch will ask
    expect(hasUnkeepableInput()).toBe(true);
    await user.click(screen.getByRole('button', { name: '开始导入' }));
    expect(await screen.findByText('共 2 行：成功 1 行，失败 1 行')).toBeTruthy();
    expect(api.importRows).toHaveBeenCalledWith({ templateId: 't2', file });
    expect(screen.getByText('项目编号不能为空')).toBeTruthy();
    expect(await seriousA11yViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: '再导入一个文件' }));
    expect(screen.getByText('未选择文件')).toBeTruthy();
    // axe in jsdom is slow on a loaded machine
  }, 60_000);

  it('says when no template takes imports, and offers a retry after a failure', async () => {
    api.getImportTemplateList.mockResolvedValueOnce({ ok: false, status: 500, message: 'boom' }).mockResolvedValueOnce(ok([]));
    const user = userEvent.setup();
    await renderPage();
    await user.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('没有可导入的报表')).toBeTruthy();
    await waitFor(() => expect(api.getImportTemplateList).toHaveBeenCalledTimes(2));
  });
});
