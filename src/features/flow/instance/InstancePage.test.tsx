// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, seriousA11yViolations } from '../../../app/layout/testSupport';
import { formAnswer, ok } from '../components/testing';
import InstancePage from './InstancePage';

const api = vi.hoisted(() => ({
  getInstance: vi.fn(),
  getInstFormAndBO: vi.fn(),
  getInstanceOpinions: vi.fn(),
  addReadRecord: vi.fn(),
  getWatermark: vi.fn(),
  getRelatedProcesses: vi.fn(),
  getFollowableNodes: vi.fn(),
  getFollowedNodes: vi.fn(),
  saveFollowedNodes: vi.fn(),
}));
vi.mock('../../../api/flow', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getWatermark: api.getWatermark,
  getRelatedProcesses: api.getRelatedProcesses,
  getInstance: api.getInstance,
  getInstFormAndBO: api.getInstFormAndBO,
  getInstanceOpinions: api.getInstanceOpinions,
  addReadRecord: api.addReadRecord,
  getFollowableNodes: api.getFollowableNodes,
  getFollowedNodes: api.getFollowedNodes,
  saveFollowedNodes: api.saveFollowedNodes,
}));

function renderInstance(path: string) {
  return renderRoutes(
    [
      { path: 'inst/:instId/*', element: <InstancePage /> },
      { path: 'instRead/:instId/:readType', element: <InstancePage /> },
      { path: 'myRead/:instId/:readId/:readType', element: <InstancePage /> },
    ],
    path,
  );
}

beforeEach(() => {
  api.getInstance.mockResolvedValue(
    ok({ id: 'i1', subject: '张三的请假申请', procDefName: '请假流程', status: 'end', creator: '张三', createTime: '2024-05-01 09:00:00', endTime: '2024-05-02 10:00:00' }),
  );
  api.getInstFormAndBO.mockResolvedValue(ok(formAnswer({ applicant: '张三', reason: '回家' })));
  api.getInstanceOpinions.mockResolvedValue(ok([]));
  api.getWatermark.mockResolvedValue(ok({ instId: 'i1', enabled: false, text: '' }));
  api.getRelatedProcesses.mockResolvedValue(ok({ rows: [], total: 0, page: 1, pageSize: 5 }));
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('InstancePage', () => {
  it('shows the instance read-only with its head and an empty history', async () => {
    renderInstance('/inst/i1');
    expect(await screen.findByRole('heading', { level: 1, name: '张三的请假申请' })).toBeTruthy();
    expect(screen.getByText('2024-05-02 10:00:00')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.fd-flow-form form:not([aria-busy="true"])')).not.toBeNull());
    const applicant = screen.getByDisplayValue('张三') as HTMLInputElement;
    expect(applicant.readOnly || applicant.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: '提交' })).toBeNull();
    expect(await screen.findByText('暂无审批记录')).toBeTruthy();
    expect(api.getInstFormAndBO).toHaveBeenCalledWith('i1', { quiet: true });
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('lays the process’s watermark over the form and lists the initiator’s related requests', async () => {
    api.getWatermark.mockResolvedValue(ok({ instId: 'i1', enabled: true, text: '李四 lisi 2024-05-03' }));
    api.getRelatedProcesses.mockResolvedValue(
      ok({
        rows: [
          { id: 'i0', subject: '张三的请假申请（上月）', status: 'end', createTime: '2024-04-01 09:00:00', canView: true },
          { id: 'i9', subject: '张三的请假申请（别人审批）', status: 'running', createTime: '2024-03-01 09:00:00', canView: false },
        ],
        total: 2,
        page: 1,
        pageSize: 5,
      }),
    );
    renderInstance('/inst/i1');
    await waitFor(() => expect(document.querySelector('[data-watermark="李四 lisi 2024-05-03"]')).not.toBeNull());
    expect(document.querySelector('.fd-flow-watermark')!.getAttribute('aria-hidden')).toBe('true');
    const related = await screen.findByRole('region', { name: '相关流程' });
    expect((await screen.findByRole('link', { name: '张三的请假申请（上月）' })).getAttribute('href')).toBe('/inst/i0');
    expect(related.textContent).toContain('张三的请假申请（别人审批）');
    expect(screen.queryByRole('link', { name: '张三的请假申请（别人审批）' })).toBeNull();
    expect(api.getRelatedProcesses).toHaveBeenCalledWith('i1', { pageBean: { page: 1, pageSize: 5, showTotal: true } }, { quiet: true });
  });

  it('is the same view for the owner of an agent task', async () => {
    renderInstance('/instRead/i1/agent');
    expect(await screen.findByRole('heading', { level: 1, name: '张三的请假申请' })).toBeTruthy();
    expect(api.getInstance).toHaveBeenCalledWith('i1', { quiet: true });
  });

  it('marks a circulation record read when it is opened from the to-read list, and only then', async () => {
    api.addReadRecord.mockResolvedValue(ok({ state: true }));
    renderInstance('/myRead/i1/r7/todoRead');
    expect(await screen.findByRole('heading', { level: 1, name: '张三的请假申请' })).toBeTruthy();
    await waitFor(() => expect(api.addReadRecord).toHaveBeenCalledWith('r7', { quiet: true }));
    cleanup();
    api.addReadRecord.mockClear();
    renderInstance('/myRead/i1/r7/doneRead');
    expect(await screen.findByRole('heading', { level: 1, name: '张三的请假申请' })).toBeTruthy();
    expect(api.addReadRecord).not.toHaveBeenCalled();
  });

  it('shows a failure with a retry, and a history that failed with its own retry', async () => {
    api.getInstance.mockResolvedValueOnce({ ok: false, status: 500, message: '服务器错误' });
    api.getInstanceOpinions.mockResolvedValueOnce({ ok: false, status: 500, message: '历史出错' });
    const user = userEvent.setup();
    renderInstance('/inst/i1/request');
    expect(await screen.findByText('服务器错误')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('审批历史加载失败：历史出错')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无审批记录')).toBeTruthy();
  });

  it('follows nodes of a running instance, starting from the ones followed already', async () => {
    api.getInstance.mockResolvedValue(ok({ id: 'i1', procDefId: 'd1', subject: '张三的请假申请', procDefName: '请假流程', status: 'running', creator: '张三', createTime: '2024-05-01 09:00:00' }));
    api.getFollowableNodes.mockResolvedValue(
      ok({
        bpmDefLayout: {
          defId: 'd1',
          listLayout: [
            { nodeId: 'deptApprove', name: '部门经理审批', nodeType: 'userTask' },
            { nodeId: 'gmApprove', name: '总经理审批', nodeType: 'userTask' },
          ],
        },
      }),
    );
    api.getFollowedNodes.mockResolvedValue(ok({ state: true, value: 'gmApprove' }));
    api.saveFollowedNodes.mockResolvedValue(ok({ state: true, message: '更新任务跟踪成功' }));
    const user = userEvent.setup();
    renderInstance('/inst/i1');
    await user.click(await screen.findByRole('button', { name: '跟踪' }));
    const dialog = await screen.findByRole('dialog');
    expect(api.getFollowableNodes).toHaveBeenCalledWith('d1', { quiet: true });
    expect(((await within(dialog).findByRole('checkbox', { name: '总经理审批' })) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: '部门经理审批' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.saveFollowedNodes).toHaveBeenCalledWith({ proInst: 'i1', taskId: 'deptApprove,gmApprove' }));
    expect(await screen.findByText('更新任务跟踪成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no following on an instance that has ended', async () => {
    renderInstance('/inst/i1');
    await screen.findByRole('heading', { level: 1, name: '张三的请假申请' });
    expect(screen.queryByRole('button', { name: '跟踪' })).toBeNull();
  });
});
