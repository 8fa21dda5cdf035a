// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, seriousA11yViolations } from '../../../app/layout/testSupport';
import { decodedData, formAnswer, ok } from '../components/testing';
import FormManagePage from './FormManagePage';

const api = vi.hoisted(() => ({
  getInstance: vi.fn(),
  getInstFormAndBO: vi.fn(),
  getFormManage: vi.fn(),
  saveFormManage: vi.fn(),
  getInstanceOpinions: vi.fn(),
  getWatermark: vi.fn(),
  getRelatedProcesses: vi.fn(),
}));
vi.mock('../../../api/flow', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));

const renderManage = (path: string) => renderRoutes([{ path: 'formManage/:instId/:type', element: <FormManagePage /> }], path);
const formReady = () => waitFor(() => expect(document.querySelector('.fd-flow-form form:not([aria-busy="true"])')).not.toBeNull());

beforeEach(() => {
  api.getInstance.mockResolvedValue(ok({ id: 'i1', subject: '张三的请假申请', procDefName: '请假流程', status: 'running', creator: '张三', createTime: '2024-05-01 09:00:00' }));
  api.getInstFormAndBO.mockResolvedValue(ok(formAnswer({ applicant: '张三', reason: '回家' })));
  api.getFormManage.mockResolvedValue(ok(formAnswer({ applicant: '张三', reason: '回家' }, JSON.stringify({ fields: { leave: { applicant: 'b', reason: 'w' } } }))));
  api.getInstanceOpinions.mockResolvedValue(ok([]));
  api.getWatermark.mockResolvedValue(ok({ instId: 'i1', enabled: false, text: '' }));
  api.getRelatedProcesses.mockResolvedValue(ok({ rows: [], total: 0, page: 1, pageSize: 5 }));
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('FormManagePage', () => {
  it('views the instance read-only', async () => {
    renderManage('/formManage/i1/view');
    expect(await screen.findByRole('heading', { level: 1, name: '张三的请假申请' })).toBeTruthy();
    expect(api.getInstFormAndBO).toHaveBeenCalledWith('i1', { quiet: true });
    expect(api.getFormManage).not.toHaveBeenCalled();
  });

  it('edits the form, saves it Base64-encoded and goes to the view', async () => {
    api.saveFormManage.mockResolvedValue(ok({ state: true, message: '保存成功', value: 'i1' }));
    const user = userEvent.setup();
    renderManage('/formManage/i1/edit');
    await formReady();
    const reason = screen.getByDisplayValue('回家') as HTMLInputElement;
    expect(reason.readOnly).toBe(false);
    expect(await seriousA11yViolations()).toEqual([]);
    await user.clear(screen.getByDisplayValue('回家'));
    await user.type(screen.getByLabelText(/事由/), '探亲');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.saveFormManage).toHaveBeenCalledTimes(1));
    const body = api.saveFormManage.mock.calls[0][0] as { instId: string; data: string };
    expect(body.instId).toBe('i1');
    expect(decodedData(body.data)).toMatchObject({ leave: { applicant: '张三', reason: '探亲' } });
    await waitFor(() => expect(api.getInstFormAndBO).toHaveBeenCalled());
  });

  it('does not save a form that fails its rules', async () => {
    const user = userEvent.setup();
    renderManage('/formManage/i1/edit');
    await formReady();
    await user.clear(screen.getByDisplayValue('张三'));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.saveFormManage).not.toHaveBeenCalled();
  });

  it('says when the user may not manage the data, and when the link is bad', async () => {
    api.getFormManage.mockResolvedValue({ ok: false, status: 403, message: '您没有管理该流程实例数据的权限' });
    renderManage('/formManage/i1/edit');
    expect(await screen.findByRole('heading', { level: 1, name: '您没有管理该流程实例数据的权限' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看表单' }).getAttribute('href')).toBe('/formManage/i1/view');
    cleanup();
    renderManage('/formManage/i1/delete');
    expect(await screen.findByRole('heading', { level: 1, name: '无效的链接：不支持“delete”' })).toBeTruthy();
  });

  it('offers a retry when the form cannot be loaded', async () => {
    api.getFormManage.mockResolvedValueOnce({ ok: false, status: 500, message: '服务器错误' });
    const user = userEvent.setup();
    renderManage('/formManage/i1/edit');
    expect(await screen.findByText('服务器错误')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByDisplayValue('回家')).toBeTruthy();
  });
});
