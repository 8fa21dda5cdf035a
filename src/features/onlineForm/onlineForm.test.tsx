// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, seriousA11yViolations } from '../../app/layout/testSupport';
import type { TemplatePageProps } from '../statement/TemplatePage';
import OnlineFormListPage from './OnlineFormListPage';
import QRCodeFormPage from './QRCodeFormPage';

const api = vi.hoisted(() => ({ getOnlineFormList: vi.fn() }));
vi.mock('../../api/dataTemplate', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));

const portalSource = vi.hoisted(() => ({ saveRecord: vi.fn() }));
vi.mock('../../engine', async (importOriginal) => ({ ...(await importOriginal<object>()), appSourceOf: () => portalSource }));

// The template page itself is tested with the statement area; here it only shows what it was asked and saves.
vi.mock('../statement/TemplatePage', () => ({
  TemplatePage: ({ templateKey, screen: shown, standalone, source }: TemplatePageProps) => (
    <div data-testid="template-page" data-template={templateKey} data-screen={JSON.stringify(shown)} data-standalone={String(standalone)}>
      <button type="button" onClick={() => void source?.saveRecord({ templateKey, boAlias: 'contract', data: { contract: {} } })}>
        submit
      </button>
    </div>
  ),
}));

const entries = [
  { id: '1', alias: 'contractLedger', name: '合同台账', formKey: 'contractRegistration', boAlias: 'contract' },
  { id: '2', alias: 'leaveRequests', name: '请假记录', formKey: 'leaveRequest', boAlias: 'leave' },
];

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: 'onlineForm', element: <OnlineFormListPage /> },
      { path: 'QRCodeForm/:templateKey/:action', element: <QRCodeFormPage /> },
    ],
    path,
  );

beforeEach(() => {
  api.getOnlineFormList.mockResolvedValue({ ok: true, status: 200, data: entries });
  portalSource.saveRecord.mockResolvedValue({ id: 'r9', message: '保存成功' });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('OnlineFormListPage', () => {
  it('lists the forms, searches them, opens one and shows its QR code', async () => {
    const user = userEvent.setup();
    renderAt('/onlineForm');
    expect(await screen.findByRole('heading', { level: 2, name: '合同台账' })).toBeTruthy();
    expect(screen.getByText('共 2 个表单')).toBeTruthy();
    expect(await seriousA11yViolations()).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: '搜索表单' }), 'leave');
    expect(screen.queryByRole('heading', { name: '合同台账' })).toBeNull();
    await user.clear(screen.getByRole('textbox', { name: '搜索表单' }));
    await user.type(screen.getByRole('textbox', { name: '搜索表单' }), 'nothing');
    expect(screen.getByText('没有名称或别名包含“nothing”的表单')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: '搜索表单' }));

    await user.click(screen.getByRole('button', { name: '合同台账的二维码' }));
    const image = (await screen.findByRole('img', { name: '填写合同台账的二维码' })) as HTMLImageElement;
    expect(image.src).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByRole('link', { name: /\/fvue\/QRCodeForm\/contractLedger\/add$/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '关闭' }));

    await user.click(screen.getByRole('button', { name: '填写请假记录' }));
    expect((await screen.findByTestId('template-page')).dataset.template).toBe('leaveRequests');
  });

  it('says when there is nothing to fill in, and offers a retry after a failure', async () => {
    api.getOnlineFormList.mockResolvedValueOnce({ ok: false, status: 500, message: '服务器错误' }).mockResolvedValueOnce({ ok: true, status: 200, data: [] });
    const user = userEvent.setup();
    renderAt('/onlineForm');
    expect(await screen.findByText('服务器错误')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '暂无可填写的在线表单' })).toBeTruthy();
  });
});

describe('QRCodeFormPage', () => {
  it('opens the add form alone and ends a save on its result, from which another is filled in', async () => {
    const user = userEvent.setup();
    renderAt('/QRCodeForm/contractLedger/add');
    const page = await screen.findByTestId('template-page');
    expect(JSON.parse(page.dataset.screen!)).toEqual({ kind: 'form', action: 'add' });
    expect(page.dataset.standalone).toBe('true');
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByRole('heading', { level: 1, name: '保存成功' })).toBeTruthy();
    expect(portalSource.saveRecord).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: '查看已保存的记录' }).getAttribute('href')).toBe('/QRCodeForm/contractLedger/get?id=r9');
    expect(await seriousA11yViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: '再填一份' }));
    expect(JSON.parse((await screen.findByTestId('template-page')).dataset.screen!)).toEqual({ kind: 'form', action: 'add' });

    await user.click(screen.getByRole('button', { name: 'submit' }));
    await user.click(await screen.findByRole('link', { name: '查看已保存的记录' }));
    expect(JSON.parse((await screen.findByTestId('template-page')).dataset.screen!)).toEqual({ kind: 'form', action: 'get', id: 'r9' });
  });

  it('edits or views the record of the link, and refuses bad links', async () => {
    renderAt('/QRCodeForm/contractLedger/detail?id=r1');
    expect(JSON.parse((await screen.findByTestId('template-page')).dataset.screen!)).toEqual({ kind: 'form', action: 'get', id: 'r1' });
    cleanup();
    renderAt('/QRCodeForm/contractLedger/edit');
    expect(await screen.findByRole('heading', { name: '链接缺少记录编号' })).toBeTruthy();
    cleanup();
    renderAt('/QRCodeForm/contractLedger/remove');
    expect(await screen.findByRole('heading', { name: '无效的链接：不支持“remove”' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('template-page')).toBeNull());
  });
});
