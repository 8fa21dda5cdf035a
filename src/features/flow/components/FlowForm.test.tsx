// @vitest-environment jsdom
// Which form a process page shows: the definition when there is one, the generated template (formHtml)
// otherwise, a frame for FRAME; the permission map as taskDetail sends it (a JSON string) or as an object.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { preloadForms, type FormDefinition } from '../../../../renderers';
import leaveHtml from '../../../../fixtures/formHtml/leave-request.json';
import leaveAnswer from '../../../../fixtures/formHtml/answers/leave-request.json';
import leavePermission from '../../../../fixtures/formHtml/permissions/leave-request.json';
import leaveDefinition from '../../../../fixtures/form/leave-request.json';
import { renderRoutes, seriousA11yViolations } from '../../../app/layout/testSupport';
import { FlowForm, type FormAnswerPart } from './FlowForm';

beforeAll(preloadForms, 120_000);
afterEach(cleanup);

const render = (answer: FormAnswerPart, readOnly = false) =>
  renderRoutes([{ path: '/x', element: <FlowForm answer={answer} path="flow/test" readOnly={readOnly} /> }], '/x');

const htmlForm = { id: 'f1', formKey: 'leave', name: '请假申请', type: 'INNER' as const, formHtml: leaveHtml.formHtml };
const permission = { ...leavePermission, fields: { leave: { ...leavePermission.fields.leave, reason: 'r' } } };

describe('FlowForm', () => {
  it('renders form.formHtml through the formHtml kind, with the data and the permission string of taskDetail', async () => {
    const { container } = render({ result: true, form: htmlForm, data: leaveAnswer, permission: JSON.stringify(permission) });
    const applicant = (await screen.findByLabelText(/申请人/, {}, { timeout: 20_000 })) as HTMLInputElement;
    expect(applicant.value).toBe('张三');
    expect(applicant.readOnly).toBe(false);
    const reason = screen.getByLabelText(/请假事由|事由/) as HTMLTextAreaElement;
    expect(reason.value).toBe('回老家探亲');
    expect(reason.readOnly).toBe(true);
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('takes the permission map as an object too, and a read-only view makes every field read-only', async () => {
    render({ result: true, form: htmlForm, data: leaveAnswer, permission: permission as never }, true);
    const applicant = (await screen.findByLabelText(/申请人/, {}, { timeout: 20_000 })) as HTMLInputElement;
    expect(applicant.readOnly).toBe(true);
  });

  it('prefers form.definition when the form has both', async () => {
    const definition = { ...(leaveDefinition as FormDefinition), name: '本地定义' };
    render({ result: true, form: { ...htmlForm, definition }, data: undefined });
    await waitFor(() => expect(document.querySelector('legend')?.textContent).toContain('本地定义'), { timeout: 20_000 });
  });

  it('says the process has no form when neither a definition nor a template came', () => {
    render({ result: true, form: { id: 'f1', formKey: 'leave', name: '请假申请', type: 'INNER' } });
    expect(document.querySelector('[data-form-problem="empty"]')).toBeTruthy();
  });

  it('shows a FRAME form in a frame', () => {
    render({ result: true, form: { id: 'f1', formKey: 'u', name: 'URL form', type: 'FRAME', formValue: 'https://forms.example.com/a' } });
    expect(screen.getByTitle('URL form').getAttribute('src')).toContain('https://forms.example.com/a');
  });
});
