// @vitest-environment jsdom
// The selector modal: a custom dialog by alias hands back the chosen rows as [{id, name}] through the field's
// valueField/labelField; Cancel hands back null; an unknown alias or a missing one is said so.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecordedDialogSource } from '../../../renderers';

const FIXTURES = join(__dirname, '../../../fixtures/customDialog');
const supplier = JSON.parse(readFileSync(join(FIXTURES, 'supplier-dialog.json'), 'utf8')) as Record<string, unknown>;
const answers = JSON.parse(readFileSync(join(FIXTURES, 'answers/supplier-dialog.json'), 'utf8')) as { rows: Record<string, unknown>[] };

const mocks = vi.hoisted(() => ({ getCustomDialogByAlias: vi.fn() }));
vi.mock('../../api/customDialog', () => mocks);
vi.mock('./dialogSource', () => ({ createAppDialogSource: () => createRecordedDialogSource(answers) }));

const { openSelectorModal } = await import('./openSelector');
const { SelectorModal } = await import('./SelectorModal');

beforeEach(() => {
  mocks.getCustomDialogByAlias.mockImplementation(async (alias: string) => ({ ok: true, status: 200, data: alias === 'supplierDialog' ? supplier : {} }));
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const config = { dialogAlias: 'supplierDialog', valueField: 'id', labelField: 'name' };

// The first render loads the whole engine and Semi's table: slow on a shared machine.
describe('SelectorModal', { timeout: 60_000 }, () => {
  it('hands back the chosen supplier as {id, name}', async () => {
    const onClose = vi.fn();
    render(<SelectorModal kind="customDialog" options={{ multiple: false, selected: [], config }} onClose={onClose} afterClose={() => undefined} />);
    await screen.findByRole('dialog', { name: '选择供应商' });
    fireEvent.click(await screen.findByRole('checkbox', { name: '选择第 1 行' }));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(mocks.getCustomDialogByAlias).toHaveBeenCalledWith('supplierDialog', { quiet: true });
    expect(onClose).toHaveBeenCalledWith([{ id: expect.stringMatching(/^sup-/), name: expect.stringContaining('有限公司') }]);
  });

  it('keeps the field as it was on OK without a change, and answers null on Cancel', async () => {
    const selected = [{ id: 'sup-1', name: '上海恒信办公用品有限公司' }];
    const onClose = vi.fn();
    const { unmount } = render(<SelectorModal kind="customDialog" options={{ multiple: true, selected, config }} onClose={onClose} afterClose={() => undefined} />);
    await screen.findByRole('region', { name: '已选择（1）' });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onClose).toHaveBeenLastCalledWith(selected);
    unmount();
    render(<SelectorModal kind="customDialog" options={{ multiple: true, selected, config }} onClose={onClose} afterClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenLastCalledWith(null);
  });

  it('says so for an unknown alias and for a field without one', async () => {
    const { unmount } = render(<SelectorModal kind="customDialog" options={{ multiple: true, selected: [], config: { dialogAlias: 'nope' } }} onClose={vi.fn()} afterClose={() => undefined} />);
    expect((await screen.findByRole('alert')).textContent).toBe('未找到别名为nope的对话框');
    expect((screen.getByRole('button', { name: '确定' }) as HTMLButtonElement).disabled).toBe(true);
    unmount();
    render(<SelectorModal kind="customDialog" options={{ multiple: true, selected: [], config: {} }} onClose={vi.fn()} afterClose={() => undefined} />);
    expect((await screen.findByRole('alert')).textContent).toBe('该字段没有配置对话框别名（dialogAlias）');
  });
});

describe('openSelectorModal', () => {
  it('mounts the modal on the body, resolves on Cancel and removes it afterwards', async () => {
    const before = document.body.children.length;
    const answer = openSelectorModal('customDialog', { multiple: false, selected: [], config });
    fireEvent.click(await screen.findByRole('button', { name: '取消' }));
    await expect(answer).resolves.toBeNull();
    await waitFor(() => expect(document.body.children.length).toBe(before), { timeout: 3000 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
