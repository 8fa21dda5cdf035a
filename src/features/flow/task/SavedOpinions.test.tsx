// @vitest-environment jsdom
// The opinion box's saved opinions: saving the typed text, picking one into the opinion, deleting one in the
// dialog; in both languages, by keyboard and without serious axe findings. The api is a small in-memory store
// so that each step's effect is read back through the next call.
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseOption, renderRoutes, seriousA11yViolations } from '../../../app/layout/testSupport';
import i18n from '../../../i18n';
import type { SavedOpinion } from '../../../api/savedOpinions';
import { ok } from '../components/testing';
import { OpinionBox } from './OpinionBox';
import { NO_OPINION_EXTRAS, type OpinionExtras } from './opinionExtras';

const store = vi.hoisted(() => ({ rows: [] as SavedOpinion[], calls: [] as unknown[] }));
vi.mock('../../../api/approvalItem', () => ({ getApprovalPhrases: async () => ok([]) }));
vi.mock('../../../api/savedOpinions', () => ({
  getSavedOpinions: async () => ok({ state: true, value: '', rows: [...store.rows] }),
  saveOpinion: async (input: { opinion: string; taskId: string; procInstId: string; agentLeaderId?: string }) => {
    store.calls.push(input);
    store.rows = [{ id: `s${store.rows.length + 1}`, opinion: input.opinion, procInstId: input.procInstId, taskId: input.taskId, createTime: '2026-12-02 09:00:00' }, ...store.rows.filter((row) => row.opinion !== input.opinion)];
    return ok({ state: true, message: '暂存意见成功' });
  },
  removeSavedOpinions: async (ids: string[]) => {
    store.rows = store.rows.filter((row) => !ids.includes(row.id));
    return ok({ state: true, message: '删除成功', value: ids.length });
  },
}));

function Box({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  const [extras, setExtras] = useState<OpinionExtras>(NO_OPINION_EXTRAS);
  return (
    <>
      <OpinionBox id="opinion" value={value} onChange={setValue} defKey="leave" extras={extras} onExtrasChange={setExtras} savedAt={{ instId: 'i1', taskId: 't1', agentLeaderId: '10004' }} />
      <output data-testid="opinion">{value}</output>
    </>
  );
}
const renderBox = (initial?: string) => renderRoutes([{ path: '/task/t1/10004', element: <Box initial={initial} /> }], '/task/t1/10004');

beforeEach(() => {
  store.rows = [{ id: 's0', opinion: '情况属实', procInstId: 'i0', taskId: 't0', createTime: '2026-12-01 10:00:00' }];
  store.calls = [];
});
afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('zh-CN'));
});

describe('saved opinions in the opinion box', () => {
  it('saves the typed text for the task (with the leader) and offers it to pick', async () => {
    const user = userEvent.setup();
    renderBox();
    const save = await screen.findByRole('button', { name: '暂存当前意见' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: '审批意见' }), '同意，请尽快办理');
    await user.click(save);
    expect(store.calls).toEqual([{ procInstId: 'i1', taskId: 't1', opinion: '同意，请尽快办理', agentLeaderId: '10004' }]);
    const select = screen.getByRole('combobox', { name: '暂存意见：' });
    await waitFor(() => expect(select.textContent).toContain('选用一条暂存意见'), { timeout: 5000 });
    await user.clear(screen.getByRole('textbox', { name: '审批意见' }));
    await chooseOption(user, select, '同意，请尽快办理');
    expect(screen.getByTestId('opinion').textContent).toBe('同意，请尽快办理');
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('deletes one in the manage dialog, by keyboard', async () => {
    const user = userEvent.setup();
    renderBox();
    const manage = await screen.findByRole('button', { name: '管理暂存意见' });
    await waitFor(() => expect((manage as HTMLButtonElement).disabled).toBe(false), { timeout: 5000 });
    manage.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '管理暂存意见' }, { timeout: 5000 });
    within(dialog).getByText('情况属实');
    expect(await seriousA11yViolations(dialog)).toEqual([]);
    within(dialog).getByRole('button', { name: '删除暂存意见：情况属实' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => within(dialog).getByText('还没有暂存意见'), { timeout: 5000 });
    expect(store.rows).toEqual([]);
  });

  it('speaks English', async () => {
    await act(() => i18n.changeLanguage('en-US'));
    renderBox('Fine');
    expect(((await screen.findByRole('button', { name: 'Save this opinion' })) as HTMLButtonElement).disabled).toBe(false);
    screen.getByRole('combobox', { name: 'Saved opinions:' });
    screen.getByRole('button', { name: 'Manage saved opinions' });
  });
});
