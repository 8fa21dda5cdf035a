// @vitest-environment jsdom
// The native form kind reads and writes the family's value shapes and shows its display options.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formToSchema } from './adapter';
import type { FormDefinition } from './definition';
import { FormRenderer, preloadForms } from './FormRenderer';

beforeAll(preloadForms, 120_000);
afterEach(cleanup);

const definition: FormDefinition = {
  kind: 'form',
  alias: 'claim',
  name: 'Claim',
  boAlias: 'claim',
  entities: [
    {
      name: 'claim',
      label: 'Claim',
      type: 'main',
      attributes: [
        {
          name: 'kinds', label: '类别', dataType: 'varchar', control: 'checkbox', rules: 'required|length:1,2',
          options: [{ value: 'meal', label: '餐费' }, { value: 'taxi', label: '交通' }, { value: 'hotel', label: '住宿' }],
        },
        {
          name: 'cities', label: '城市', dataType: 'varchar', control: 'select', multiple: true,
          options: [{ value: 'bj', label: '北京' }, { value: 'sh', label: '上海' }, { value: 'gz', label: '广州' }],
        },
        { name: 'amount', label: '金额', dataType: 'number', control: 'number', display: { thousands: true } },
        { name: 'amountCapital', label: '大写', dataType: 'number', control: 'number', display: { currency: true }, formula: 'data.claim.amount' },
        { name: 'handler', label: '经办人', dataType: 'varchar', control: 'user', selector: { idField: 'handlerId' } },
        { name: 'scan', label: '附件', dataType: 'varchar', control: 'upload', upload: { accept: ['pdf'] } },
      ],
    },
  ],
  permission: { fields: { claim: { amountCapital: 'r' } } },
};

const scan = JSON.stringify([{ name: 'a.pdf', size: 2048, status: 'success', uid: 7, response: { fileId: 'f7', fileName: 'a.pdf', size: 2048 } }]);

function renderClaim(onSubmit = vi.fn()) {
  const data = { claim: { kinds: 'meal,hotel', cities: 'gz,bj', amount: 1234567, amountCapital: '', handler: '张三', handlerId: 'u1', scan } };
  const selectors = { open: vi.fn(async () => [{ id: 'u2', name: '李四' }]) };
  render(<FormRenderer model={formToSchema(definition)} data={data} locale="zh-CN" onSubmit={onSubmit} formContext={{ selectors }} />);
  return { onSubmit, selectors };
}

describe('the family value shapes in the native form', () => {
  it('reads comma-joined checkbox keys, a selector name with its bound id and hotent-ui attachment JSON', async () => {
    const { selectors } = renderClaim();
    expect(await screen.findByRole('checkbox', { name: '餐费' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: '交通' })).toHaveProperty('checked', false);
    expect(screen.getByRole('checkbox', { name: '住宿' })).toHaveProperty('checked', true);
    expect(screen.getByText('张三')).toBeTruthy();
    expect(screen.getByText('a.pdf')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /选择用户/ }));
    expect(selectors.open).toHaveBeenCalledWith('user', expect.objectContaining({ selected: [{ id: 'u1', name: '张三' }] }));
  });

  it('shows a capitals field in RMB capitals and a thousands field with separators, storing the plain number', async () => {
    const { onSubmit } = renderClaim();
    expect(((await screen.findByLabelText('大写')) as HTMLInputElement).value).toBe('壹佰贰拾叁万肆仟伍佰陆拾柒元整');
    expect(screen.getByText('1,234,567')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].claim.amountCapital).toBe(1234567);
  });

  it('hands back the family shapes: keys comma-joined, names and ids apart, attachments as stored', async () => {
    const { onSubmit } = renderClaim();
    await userEvent.click(await screen.findByRole('checkbox', { name: '交通' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '住宿' }));
    await userEvent.click(screen.getByRole('button', { name: /选择用户/ }));
    await waitFor(() => expect(screen.getByText('李四')).toBeTruthy());
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const submitted = onSubmit.mock.calls[0][0].claim;
    expect(submitted.kinds).toBe('meal,taxi');
    expect(submitted.handler).toBe('李四');
    expect(submitted.handlerId).toBe('u2');
    expect(submitted.scan).toBe(scan);
  });

  it('checks a checkbox rule on its keys: three chosen of at most two is refused', async () => {
    const { onSubmit } = renderClaim();
    await userEvent.click(await screen.findByRole('checkbox', { name: '交通' }));
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请正确填写以下表单内容')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reads and writes a multiple select as comma-joined keys, in the order of its options', async () => {
    const { onSubmit } = renderClaim();
    const cities = await screen.findByRole('combobox', { name: /城市/ });
    expect(cities.textContent).toContain('北京');
    expect(cities.textContent).toContain('广州');
    expect(cities.textContent).not.toContain('上海');
    await userEvent.click(cities);
    const shanghai = await waitFor(() => [...document.querySelectorAll('.semi-select-option')].find((option) => option.textContent === '上海'));
    await userEvent.click(shanghai as Element);
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].claim.cities).toBe('bj,sh,gz');
  });
});
