// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from '@douyinfe/semi-ui-19';
import { renderRoutes, seriousA11yViolations } from '../../../app/layout/testSupport';
import { formAnswer, ok } from '../components/testing';
import PreviewFormPage from './PreviewFormPage';

const api = vi.hoisted(() => ({ getFormPreview: vi.fn() }));
vi.mock('../../../api/flow', async (importOriginal) => ({ ...(await importOriginal<object>()), getFormPreview: api.getFormPreview }));

const renderPage = () => renderRoutes([{ path: 'previewForm/:formId', element: <PreviewFormPage /> }], '/previewForm/leaveRequest');
const formReady = () => waitFor(() => expect(document.querySelector('.fd-flow-form form:not([aria-busy="true"])')).not.toBeNull());

afterEach(() => {
  cleanup();
  Toast.destroyAll();
  vi.clearAllMocks();
});

describe('PreviewFormPage', () => {
  it('checks the form with its rules and shows the record it would send, storing nothing', async () => {
    api.getFormPreview.mockResolvedValue(ok(formAnswer({}, undefined)));
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: '表单预览：请假申请' })).toBeTruthy();
    await formReady();
    expect(api.getFormPreview).toHaveBeenCalledWith('leaveRequest', { quiet: true });
    await user.click(screen.getByRole('button', { name: '校验表单' }));
    expect(await screen.findByText('请正确填写以下表单内容')).toBeTruthy();
    expect(screen.queryByRole('region', { name: '将提交的数据' })).toBeNull();
    await user.type(screen.getByLabelText(/申请人/), '张三');
    await user.click(screen.getByRole('button', { name: '校验表单' }));
    expect(await screen.findByText('表单校验通过')).toBeTruthy();
    const record = await screen.findByRole('region', { name: '将提交的数据' });
    expect(JSON.parse(record.querySelector('pre')!.textContent!)).toEqual({ leave: expect.objectContaining({ applicant: '张三' }) });
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('names a form that does not exist', async () => {
    api.getFormPreview.mockResolvedValue({ ok: false, status: 404, message: '表单【nope】不存在' });
    renderPage();
    expect(await screen.findByRole('heading', { name: '表单【leaveRequest】不存在' })).toBeTruthy();
  });
});
