// @vitest-environment jsdom
// The browser path: DOMParser gives the adapter the same tree as parse5, and a fixture renders through
// DefinitionView with the form kind's renderer (labels, permissions, submit with the BO data); template
// issues are shown above a form that still renders the rest.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DefinitionView } from '../../core/DefinitionView';
import { createEngine } from '../../core/engine';
import { preloadForms } from '../form/FormRenderer';
import { parseWithDomParser } from './domParser';
import { formHtmlKind } from './kind';
import { parseWithParse5 } from './parse5';

const DIR = join(import.meta.dirname, '../../../fixtures/formHtml');
const read = (path: string) => JSON.parse(readFileSync(join(DIR, path), 'utf8')) as Record<string, unknown>;
const engine = createEngine({ kinds: [formHtmlKind] });
// jsdom has no ResizeObserver; Semi's collapse panels measure their height with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// rjsf and the widgets load on demand; the form's code is in first (slow on a busy machine).
beforeAll(preloadForms, 60_000);
afterEach(cleanup);

describe('parseWithDomParser', () => {
  const files = readdirSync(DIR).filter((name) => name.endsWith('.json'));
  it.each(files)('reads %s as parse5 does', (file) => {
    const html = read(file).formHtml as string;
    expect(parseWithDomParser(html)).toEqual(parseWithParse5(html));
  });

  it('reads hostile markup as parse5 does, running nothing and inserting nothing', () => {
    const probe = globalThis as { __formHtmlRan?: boolean };
    probe.__formHtmlRan = false;
    const html = '<script>globalThis.__formHtmlRan = true</script><img src="x" onerror="globalThis.__formHtmlRan = true"><table><td>cell<eip-input v-model="data.bo.a"/></table></div></template>';
    expect(parseWithDomParser(html)).toEqual(parseWithParse5(html));
    expect(probe.__formHtmlRan).toBe(false);
    expect(document.body.innerHTML).toBe('');
  });
});

describe('formHtml through DefinitionView', () => {
  it('renders a fixture with its permission map and submits its BO data', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const definition = read('expense-claim.json');
    const answers = read('answers/expense-claim.json') as { expenseBo: Record<string, unknown> };
    render(
      <DefinitionView
        engine={engine}
        kind="formHtml"
        definition={definition}
        options={{ permission: read('permissions/expense-claim.json') }}
        view={{ data: answers, onSubmit }}
        path="test/formHtml"
        locale="zh-CN"
      />,
    );
    expect(((await screen.findByLabelText(/报销标题/)) as HTMLInputElement).value).toBe('三月差旅报销');
    const total = screen.getByLabelText('合计金额') as HTMLInputElement;
    expect(total.readOnly || total.disabled || total.getAttribute('aria-readonly') === 'true', total.outerHTML).toBe(true);
    expect(screen.queryByRole('status')).toBeNull();
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const submitted = onSubmit.mock.calls[0][0].expenseBo as Record<string, unknown>;
    expect(submitted).toMatchObject({ title: '三月差旅报销', claimDate: '2026-03-10', total: 1560, sub_expenseItem: answers.expenseBo.sub_expenseItem });
  });

  it('draws the template\'s tabs and collapse panels with their titles, every field mounted, and axe finds nothing serious', async () => {
    const user = userEvent.setup();
    const trip = read('business-trip.json');
    const { unmount } = render(<DefinitionView engine={engine} kind="formHtml" definition={trip} options={{ permission: read('permissions/business-trip.json') }} view={{ data: read('answers/business-trip.json') }} path="test/formHtml" locale="zh-CN" />);
    const costs = await screen.findByRole('tab', { name: '费用' });
    expect(screen.getByRole('tab', { name: '基本信息' }).getAttribute('aria-selected')).toBe('true');
    // The second tab's fields are in the form (kept mounted) before it is shown.
    expect(document.querySelector('[role="tabpanel"][aria-hidden="true"] input, [role="tabpanel"]:not([aria-hidden="false"]) input')).not.toBeNull();
    await user.click(costs);
    await waitFor(() => expect(costs.getAttribute('aria-selected')).toBe('true'));
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
    unmount();

    const onboarding = read('employee-onboarding.json');
    render(<DefinitionView engine={engine} kind="formHtml" definition={onboarding} options={{ permission: read('permissions/employee-onboarding.json') }} view={{ data: read('answers/employee-onboarding.json') }} path="test/formHtml" locale="zh-CN" />);
    for (const title of ['人员', '组织']) expect((await screen.findByRole('button', { name: title })).getAttribute('aria-expanded')).toBe('true');
  });

  it('lists template issues above the form and renders everything else', async () => {
    const formHtml = '<el-form><eip-input v-model="data.bo.name"><span slot="labeldesc">姓名</span></eip-input><eip-map v-model="data.bo.where"></eip-map><div onclick="x()"></div></el-form>';
    render(<DefinitionView engine={engine} kind="formHtml" definition={{ kind: 'formHtml', formHtml }} path="test/formHtml" locale="en-US" />);
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('2 parts of the form template cannot be shown as written');
    expect(notice.textContent).toContain('<eip-map>');
    expect(notice.textContent).toContain('onclick');
    expect(screen.getByLabelText('姓名')).toBeTruthy();
  });

  it.each(['zh-CN', 'en-US'] as const)('has no serious or critical axe violations in %s (grandchild tables, selectors, template issues)', async (locale) => {
    const definition = read('asset-transfer.json');
    const withIssue = { ...definition, formHtml: `${definition.formHtml as string}<eip-map v-model="data.assetBo.where"></eip-map>` };
    render(<DefinitionView engine={engine} kind="formHtml" definition={withIssue} options={{ permission: read('permissions/asset-transfer.json') }} view={{ data: read('answers/asset-transfer.json') }} path="test/formHtml" locale={locale} />);
    await screen.findByRole('status');
    await screen.findByDisplayValue('遥控器');
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
  });

  it('refuses a template without fields with the definition error panel', () => {
    render(<DefinitionView engine={engine} kind="formHtml" definition={{ kind: 'formHtml', formHtml: '<div>只有说明</div>' }} path="test/formHtml" locale="en-US" />);
    expect(screen.getByRole('alert').textContent).toContain('The form template has no field to show');
  });
});
