// @vitest-environment jsdom
// The AI contract review button and dialog: the attachments of a form's data to choose from, the no-qualifying
// warning, the busy state, results per file (problems with levels, none found, a file's error), refusals of the
// server with a retry, English, the focus on close, and axe.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousA11yViolations } from '../../../app/layout/testSupport';
import i18n from '../../../i18n';
import type { ContractReviewAnswer } from '../../../api/contractReview';
import { ContractReviewButton } from './ContractReviewButton';

const api = vi.hoisted(() => ({ reviewContracts: vi.fn() }));
vi.mock('../../../api/contractReview', () => api);

const ok = (data: ContractReviewAnswer) => ({ ok: true, status: 200, data });
const NO_QUALIFYING = '没有符合条件的文件（仅支持 doc、pdf、docx、xlsx、xls、ppt、pptx、txt、md）';

/** A contract form's BO data: two contract files in a main field, a scan, and a sub-table row's attachment. */
const contractData = {
  contract: {
    title: '采购合同',
    files: [
      { fileId: 'f1', fileName: '采购合同.docx', size: 100 },
      { fileId: 'f2', fileName: '报价单.xlsx', size: 50 },
    ],
    scan: JSON.stringify([{ fileId: 'f3', fileName: '盖章页.png', size: 10 }]),
    sub_payments: [{ id: 'r1', proof: [{ fileId: 'f4', fileName: '付款计划.pdf' }] }],
  },
};

async function openDialog(data: unknown = contractData) {
  const user = userEvent.setup();
  render(<ContractReviewButton data={data} />);
  await user.click(screen.getByRole('button', { name: 'AI 合同审查' }));
  const dialog = await screen.findByRole('dialog', { name: 'AI 合同审查' });
  return { user, dialog };
}

const textOf = (element: Element) => element.textContent ?? '';
const checked = (element: Element) => (element as HTMLInputElement).checked;
const disabled = (element: Element) => (element as HTMLInputElement | HTMLButtonElement).disabled || element.getAttribute('aria-disabled') === 'true';

/** A promise the test settles itself, to look at the busy state. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  await act(() => i18n.changeLanguage('zh-CN'));
});

describe('choosing files', () => {
  it('offers the form’s attachments with the reviewable ones chosen and the others disabled with the reason', async () => {
    const { dialog } = await openDialog();
    const group = within(dialog).getByRole('group', { name: '选择要审查的附件' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes).toHaveLength(4);
    expect(checked(within(group).getByRole('checkbox', { name: '采购合同.docx' }))).toBe(true);
    expect(checked(within(group).getByRole('checkbox', { name: '报价单.xlsx' }))).toBe(true);
    expect(checked(within(group).getByRole('checkbox', { name: '付款计划.pdf' }))).toBe(true);
    const scan = within(group).getByRole('checkbox', { name: /^盖章页\.png\s*（该格式不支持审查）$/ });
    expect(checked(scan)).toBe(false);
    expect(disabled(scan)).toBe(true);
    expect(disabled(within(dialog).getByRole('button', { name: '开始审查' }))).toBe(false);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('warns that no file qualifies and offers no review, with or without attachments', async () => {
    const { user, dialog } = await openDialog({ main: { scan: [{ fileId: 'f3', fileName: '盖章页.png' }] } });
    expect(textOf(within(dialog).getByRole('alert'))).toContain(NO_QUALIFYING);
    expect(disabled(within(dialog).getByRole('checkbox', { name: /^盖章页\.png\s*（该格式不支持审查）$/ }))).toBe(true);
    expect(within(dialog).queryByRole('button', { name: '开始审查' })).toBeNull();
    expect(await seriousA11yViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    cleanup();

    const empty = await openDialog({ main: { title: '无附件' } });
    expect(textOf(within(empty.dialog).getByRole('alert'))).toContain(NO_QUALIFYING);
    expect(within(empty.dialog).getByText('表单中没有附件。')).toBeTruthy();
    expect(within(empty.dialog).queryByRole('button', { name: '开始审查' })).toBeNull();
    expect(api.reviewContracts).not.toHaveBeenCalled();
  });

  it('needs at least one chosen file', async () => {
    const { user, dialog } = await openDialog({ main: { files: [{ fileId: 'f1', fileName: '合同.pdf' }] } });
    await user.click(within(dialog).getByRole('checkbox', { name: '合同.pdf' }));
    expect(disabled(within(dialog).getByRole('button', { name: '开始审查' }))).toBe(true);
    expect(within(dialog).getByText('请至少选择一个文件。')).toBeTruthy();
  });
});

describe('reviewing', () => {
  it('shows a busy state, then the problems per file, none found, and a file’s error', async () => {
    const answer = deferred<ReturnType<typeof ok>>();
    api.reviewContracts.mockReturnValue(answer.promise);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('checkbox', { name: '报价单.xlsx' }));
    await user.click(within(dialog).getByRole('button', { name: '开始审查' }));

    expect(api.reviewContracts).toHaveBeenCalledWith(['f1', 'f4'], { quiet: true });
    expect(textOf(within(dialog).getByRole('status'))).toContain('正在审查，请稍候...');
    expect(disabled(within(dialog).getByRole('checkbox', { name: '采购合同.docx' }))).toBe(true);
    expect(dialog.querySelector('[aria-busy="true"]')).not.toBeNull();

    await act(async () =>
      answer.resolve(
        ok({
          state: true,
          value: [
            {
              fileId: 'f1',
              fileName: '采购合同.docx',
              problems: [
                { title: '违约金比例过高', detail: '建议不超过合同金额的 20%', level: '高' },
                { title: '缺少争议解决条款' },
              ],
            },
            { fileId: 'f4', fileName: '付款计划.pdf', problems: [] },
            { fileId: 'f5', fileName: '附录.txt', problems: [], error: 'AI 审查服务返回错误（HTTP 500）' },
          ],
          skipped: [{ fileId: 'f6', fileName: 'x.png' }],
        }),
      ),
    );

    const results = within(dialog).getByRole('region', { name: '审查结果' });
    const contract = within(results).getByRole('region', { name: '采购合同.docx' });
    const problems = within(contract).getAllByRole('listitem');
    expect(problems.map((item) => item.textContent)).toEqual(['风险：高违约金比例过高建议不超过合同金额的 20%', '缺少争议解决条款']);
    expect(textOf(within(results).getByRole('region', { name: '付款计划.pdf' }))).toContain('未发现问题。');
    const failedFile = within(results).getByText('AI 审查服务返回错误（HTTP 500）');
    expect(failedFile.classList.contains('fd-contract-review__error')).toBe(true);
    expect(within(results).getByText('未审查（格式不支持）：x.png')).toBeTruthy();
    expect(within(dialog).queryByRole('status')).toBeNull();
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('shows the server’s refusal as an alert and retries', async () => {
    api.reviewContracts.mockResolvedValueOnce({ ok: false, status: 503, message: 'AI 合同审查服务未配置，请联系管理员' });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: '开始审查' }));
    expect(textOf(await within(dialog).findByRole('alert'))).toContain('AI 合同审查服务未配置，请联系管理员');

    api.reviewContracts.mockResolvedValueOnce(ok({ state: true, value: [{ fileId: 'f1', fileName: '采购合同.docx', problems: [] }], skipped: [] }));
    await user.click(within(dialog).getByRole('button', { name: '重试' }));
    expect(await within(dialog).findByText('未发现问题。')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(api.reviewContracts).toHaveBeenCalledTimes(2);
  });

  it('falls back to its own text when the call fails without a message', async () => {
    api.reviewContracts.mockResolvedValueOnce({ ok: false, status: 0 });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: '开始审查' }));
    expect(textOf(await within(dialog).findByRole('alert'))).toContain('AI 合同审查失败，请稍后重试。');
  });
});

describe('language and keyboard', () => {
  it('speaks English', async () => {
    await act(() => i18n.changeLanguage('en-US'));
    const user = userEvent.setup();
    render(<ContractReviewButton data={{ main: { scan: [{ fileId: 'f3', fileName: 'stamp.png' }] } }} />);
    await user.click(screen.getByRole('button', { name: 'AI contract review' }));
    const dialog = await screen.findByRole('dialog', { name: 'AI contract review' });
    expect(textOf(within(dialog).getByRole('alert'))).toContain('No qualifying files (only doc, pdf, docx, xlsx, xls, ppt, pptx, txt, md)');
    expect(within(dialog).getByRole('checkbox', { name: /^stamp\.png\s*\(this format cannot be reviewed\)$/ })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('opens from the keyboard, closes with Escape and gives the focus back to the button', async () => {
    const user = userEvent.setup();
    render(<ContractReviewButton data={contractData} />);
    const button = screen.getByRole('button', { name: 'AI 合同审查' });
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Semi's modal reads keyCode, which user-event leaves out.
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
