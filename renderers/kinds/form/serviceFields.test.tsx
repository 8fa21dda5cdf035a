// @vitest-environment jsdom
// Data-service fields (docs/form-data-services.md): the dictionary control loads its choices from the host's
// services and stores the chosen value; a failing service fails that control alone (localized, with a retry);
// defaults from the default-info map fill empty writable fields and keep what is there; the serial number is
// read-only and waits for the start.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import purchase from '../../../fixtures/form/purchase-request.json';
import type { FormDataServices } from '../../rjsf-semi/context';
import { formToSchema } from './adapter';
import type { FormDefinition } from './definition';
import { FormRenderer, preloadForms } from './FormRenderer';

beforeAll(preloadForms, 60_000);
afterEach(cleanup);

const model = () => formToSchema(purchase as FormDefinition, { locale: 'zh-CN' });
const WAIT = { timeout: 8000 };

function services(overrides: Partial<FormDataServices> = {}): FormDataServices {
  return {
    choices: vi.fn(async () => [
      { value: 'office', label: '办公用品' },
      { value: 'it', label: 'IT 设备' },
    ]),
    defaultInfo: vi.fn(async () => ({ curUserName: '张三', curDate: '2026-12-02' })),
    systemProperty: vi.fn(async () => ''),
    ...overrides,
  };
}

describe('data-service fields', () => {
  it('fills the defaults once, asks the dictionary of its key, and shows the serial number as pending', async () => {
    const given = services();
    const onChange = vi.fn();
    render(<FormRenderer model={model()} locale="zh-CN" formContext={{ dataServices: given }} onChange={onChange} />);
    await waitFor(() => expect((screen.getByLabelText(/申请人/) as HTMLInputElement).value).toBe('张三'), WAIT);
    expect(given.defaultInfo).toHaveBeenCalledTimes(1);
    expect(given.choices).toHaveBeenCalledWith('dictionary', 'purchaseCategory');
    const serial = screen.getByLabelText('采购单号') as HTMLInputElement;
    expect(serial.readOnly).toBe(true);
    expect(serial.placeholder).toBe('提交后自动生成');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ purchase: expect.objectContaining({ applicant: '张三', applyDate: '2026-12-02' }) })), WAIT);
  });

  it('keeps a value the record already has', async () => {
    const given = services();
    const data = { purchase: { ...(model().initialData as { purchase: object }).purchase, applicant: '李四' } };
    render(<FormRenderer model={model()} data={data} locale="zh-CN" formContext={{ dataServices: given }} />);
    await waitFor(() => expect(given.defaultInfo).toHaveBeenCalled(), WAIT);
    expect((screen.getByLabelText(/申请人/) as HTMLInputElement).value).toBe('李四');
  });

  it('a failing dictionary fails its control alone, says so in the page language, and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    const choices = vi.fn(async () => {
      if (fail) throw new Error('HTTP 500');
      return [{ value: 'it', label: 'IT equipment' }];
    });
    render(<FormRenderer model={formToSchema(purchase as FormDefinition, { locale: 'en-US' })} locale="en-US" formContext={{ dataServices: services({ choices }) }} />);
    const alert = await screen.findByText('The choices could not be loaded: HTTP 500', undefined, WAIT);
    expect(alert.getAttribute('role')).toBe('alert');
    // the other service fields still work
    await waitFor(() => expect((screen.getByLabelText(/Applicant/) as HTMLInputElement).value).toBe('张三'), WAIT);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(/could not be loaded/)).toBeNull(), WAIT);
    expect(choices).toHaveBeenCalledTimes(2);
  });

  it('a failing default-info map is shown under its fields, which stay editable', async () => {
    render(<FormRenderer model={model()} locale="zh-CN" formContext={{ dataServices: services({ defaultInfo: async () => Promise.reject(new Error('超时')) }) }} />);
    const alerts = await screen.findAllByText('默认值获取失败：超时', undefined, WAIT);
    expect(alerts).toHaveLength(2);
    expect((screen.getByLabelText(/申请人/) as HTMLInputElement).readOnly).toBe(false);
  });
});
