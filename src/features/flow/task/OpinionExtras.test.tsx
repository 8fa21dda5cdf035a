// @vitest-environment jsdom
// The opinion box's attachments (附件, 正文) and seal signature, what they put into a complete, and the history
// showing them.
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, seriousA11yViolations } from '../../../app/layout/testSupport';
import type { Opinion, SignatureConfig } from '../../../api/flow';
import { OpinionHistory } from '../components/OpinionHistory';
import { ok } from '../components/testing';
import { OpinionBox } from './OpinionBox';
import { NO_OPINION_EXTRAS, opinionExtrasBody, opinionExtrasProblem, type OpinionExtras, type OpinionFileEntry } from './opinionExtras';

const api = vi.hoisted(() => ({
  uploadFile: vi.fn(),
  fetchPreview: vi.fn(),
  getMySeal: vi.fn(),
  getInstanceOpinions: vi.fn(),
}));
vi.mock('../../../api/file', async (importOriginal) => ({ ...(await importOriginal<object>()), uploadFile: api.uploadFile, fetchPreview: api.fetchPreview }));
vi.mock('../../../api/seal', () => ({ getMySeal: api.getMySeal }));
vi.mock('../../../api/approvalItem', () => ({ getApprovalPhrases: async () => ok([]) }));
vi.mock('../../../api/flow', async (importOriginal) => ({ ...(await importOriginal<object>()), getInstanceOpinions: api.getInstanceOpinions }));

const SIGNATURE: SignatureConfig = { status: 'enable', field: 'opinion', isCover: false, secretFree: false, password: true };
let latest: OpinionExtras = NO_OPINION_EXTRAS;

function Box({ signature }: { signature?: SignatureConfig }) {
  const [extras, setExtras] = useState<OpinionExtras>(NO_OPINION_EXTRAS);
  latest = extras;
  return <OpinionBox id="opinion" value="" onChange={() => undefined} defKey="expense" extras={extras} onExtrasChange={setExtras} signature={signature} />;
}
const renderBox = (signature?: SignatureConfig) => renderRoutes([{ path: '/task', element: <Box signature={signature} /> }], '/task');

const chooseFiles = async (group: string, files: File[]) => {
  const input = within(screen.getByRole('group', { name: group })).getByRole('button', { name: new RegExp(`上传${group}`) }).parentElement!.querySelector('input[type=file]')!;
  await userEvent.setup().upload(input as HTMLInputElement, files);
};

beforeAll(() => {
  // jsdom has no object URLs; the seal pictures need one
  URL.createObjectURL = vi.fn(() => 'blob:seal');
  URL.revokeObjectURL = vi.fn();
});
afterAll(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});
beforeEach(() => {
  api.fetchPreview.mockResolvedValue(ok(new Blob(['png'])));
  api.getMySeal.mockResolvedValue(ok(null));
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  latest = NO_OPINION_EXTRAS;
});

describe('opinion attachments', () => {
  it('uploads into 附件 and 正文, shows progress, name and size, and removes a file', async () => {
    let finish: (value: unknown) => void = () => undefined;
    api.uploadFile.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    api.uploadFile.mockResolvedValueOnce(ok({ fileId: 'z1', fileName: 'body.docx', size: 2048 }));
    renderBox();
    await chooseFiles('附件', [new File(['x'.repeat(1500)], 'invoice.pdf')]);
    const files = screen.getByRole('group', { name: '附件' });
    expect(within(files).getByText('上传中…')).toBeTruthy();
    expect(within(files).getByText('invoice.pdf')).toBeTruthy();
    expect(opinionExtrasProblem(latest, undefined, 'agree')).toBe('opinionFiles.stillUploading');
    finish(ok({ fileId: 'f1', fileName: 'invoice.pdf', size: 1500 }));
    await waitFor(() => expect(within(files).queryByText('上传中…')).toBeNull());
    await chooseFiles('正文', [new File(['y'], 'body.docx')]);
    expect(await within(screen.getByRole('group', { name: '正文' })).findByText('body.docx')).toBeTruthy();
    expect(api.uploadFile).toHaveBeenCalledWith(expect.any(File), 'invoice.pdf', { allowDuplicate: true, quiet: true });
    expect(opinionExtrasBody(latest, undefined)).toEqual({
      files: JSON.stringify([{ id: 'f1', name: 'invoice.pdf', size: 1500 }]),
      zfiles: JSON.stringify([{ id: 'z1', name: 'body.docx', size: 2048 }]),
    });
    expect(await seriousA11yViolations()).toEqual([]);
    await userEvent.setup().click(within(files).getByRole('button', { name: '移除 invoice.pdf' }));
    expect(within(files).queryByText('invoice.pdf')).toBeNull();
    expect(opinionExtrasBody(latest, undefined).files).toBeUndefined();
  });

  it('says why an upload failed and uploads it again on retry', async () => {
    api.uploadFile.mockResolvedValueOnce({ ok: false, status: 413, message: '文件大小不能超过 20 MB' });
    api.uploadFile.mockResolvedValueOnce(ok({ fileId: 'f2', fileName: 'big.zip', size: 10 }));
    renderBox();
    await chooseFiles('附件', [new File(['z'], 'big.zip')]);
    expect(await screen.findByText('上传失败：文件大小不能超过 20 MB')).toBeTruthy();
    expect(opinionExtrasBody(latest, undefined).files).toBeUndefined();
    await userEvent.setup().click(screen.getByRole('button', { name: '重新上传 big.zip' }));
    await waitFor(() => expect(screen.queryByText(/上传失败/)).toBeNull());
    expect(opinionExtrasBody(latest, undefined).files).toBe(JSON.stringify([{ id: 'f2', name: 'big.zip', size: 10 }]));
  });
});

describe('opinion signature', () => {
  it('shows no seal part on a node without a signature', async () => {
    renderBox({ ...SIGNATURE, status: 'disable' });
    expect(screen.getByRole('group', { name: '附件' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '签章' })).toBeNull();
    expect(api.getMySeal).not.toHaveBeenCalled();
  });

  it('explains that a seal must be set up first when the user has none', async () => {
    renderBox(SIGNATURE);
    expect(await screen.findByText(/您还没有电子签章，签章前请先设置/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '设置电子签章' })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('signs with the seal and its password', async () => {
    api.getMySeal.mockResolvedValue(ok({ id: 's1', fileId: 'seal1', picUrl: '/system/file/v1/preview?fileId=seal1' }));
    const user = userEvent.setup();
    renderBox(SIGNATURE);
    expect(await screen.findByRole('img', { name: '我的电子签章' })).toBeTruthy();
    expect(api.fetchPreview).toHaveBeenCalledWith('seal1', expect.anything());
    expect(opinionExtrasProblem(latest, SIGNATURE, 'agree')).toBe('opinionSeal.required');
    expect(opinionExtrasProblem(latest, SIGNATURE, 'abandon')).toBeUndefined();
    await user.click(screen.getByRole('checkbox', { name: '用我的签章签署' }));
    expect(opinionExtrasProblem(latest, SIGNATURE, 'agree')).toBe('opinionSeal.passwordRequired');
    await user.type(screen.getByLabelText('签章密码'), 'seal-pass');
    expect(opinionExtrasProblem(latest, SIGNATURE, 'agree')).toBeUndefined();
    expect(opinionExtrasBody(latest, SIGNATURE)).toEqual({ sealSign: '1', sealPassword: 'seal-pass' });
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('asks no password on a secret-free node', async () => {
    api.getMySeal.mockResolvedValue(ok({ id: 's1', fileId: 'seal1' }));
    const secretFree = { ...SIGNATURE, secretFree: true, password: false };
    renderBox(secretFree);
    await userEvent.setup().click(await screen.findByRole('checkbox', { name: '用我的签章签署' }));
    expect(screen.queryByLabelText('签章密码')).toBeNull();
    expect(opinionExtrasBody(latest, secretFree)).toEqual({ sealSign: '1' });
  });

  it('offers a retry when the seal cannot be loaded', async () => {
    api.getMySeal.mockResolvedValueOnce({ ok: false, status: 500, message: 'boom' });
    renderBox(SIGNATURE);
    await userEvent.setup().click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText(/您还没有电子签章/)).toBeTruthy();
  });
});

describe('opinion history', () => {
  const row = (over: Partial<Opinion>): Opinion =>
    ({ id: 'o1', taskName: '财务经理审批', auditorName: '赵六', status: 'agree', opinion: '同意报销', completeTime: '2026-05-02 10:00:00', ...over }) as Opinion;

  it('shows an opinion’s seal and its attachments', async () => {
    api.getInstanceOpinions.mockResolvedValue(
      ok([
        row({ files: JSON.stringify([{ id: 'f1', name: 'invoice.pdf', size: 3 }]), zfiles: JSON.stringify([{ id: 'z1', name: 'body.docx' }]), sealFileId: 'seal1' }),
        row({ id: 'o2', opinion: '盖章覆盖', sealFileId: 'seal2', sealCover: true }),
      ]),
    );
    renderRoutes([{ path: '/inst', element: <OpinionHistory instId="i1" /> }], '/inst');
    // each file: its download and its preview
    expect(await screen.findAllByRole('button', { name: /invoice\.pdf/ })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /body\.docx/ })).toHaveLength(2);
    expect(screen.getByRole('heading', { name: '附件' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '正文' })).toBeTruthy();
    const seals = await screen.findAllByRole('img', { name: '赵六的电子签章' });
    expect(seals).toHaveLength(2);
    expect(seals[1]!.parentElement!.className).toContain('fd-opinion-cell--cover');
    expect(await seriousA11yViolations()).toEqual([]);
  });
});

describe('opinionExtrasBody', () => {
  it('sends only uploaded files, and nothing of a signature on a node without one', () => {
    const entries: OpinionFileEntry[] = [
      { key: 'a', state: 'uploaded', id: 'f1', name: 'a.txt', size: 1 },
      { key: 'b', state: 'failed', name: 'b.txt', size: 1, file: new File(['b'], 'b.txt'), error: 'x' },
    ];
    const extras = { ...NO_OPINION_EXTRAS, files: entries, sealSign: true, sealPassword: 'p' };
    expect(opinionExtrasBody(extras, undefined)).toEqual({ files: '[{"id":"f1","name":"a.txt","size":1}]' });
  });
});
