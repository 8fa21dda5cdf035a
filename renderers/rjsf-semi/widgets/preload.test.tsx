// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { afterEach, describe, expect, it } from 'vitest';
import { SemiForm } from '../index';
import { preloadWidgets } from './index';

afterEach(cleanup);

describe('preloadWidgets', () => {
  it('loads the widgets a uiSchema names, nested ones included, and not the others', async () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: { when: { type: 'string' }, rows: { type: 'array', items: { type: 'object', properties: { kind: { type: 'string' } } } }, files: { type: 'string' } },
    };
    const uiSchema: UiSchema = { when: { 'ui:widget': 'date' }, rows: { items: { kind: { 'ui:widget': 'richText' } } }, files: { 'ui:widget': 'upload' } };
    await preloadWidgets({ when: uiSchema.when, rows: uiSchema.rows });
    const { container } = render(<SemiForm schema={schema} uiSchema={uiSchema} formData={{ rows: [{ kind: '<b>x</b>' }] }} validator={validator} />);
    // The date and the rich text render at once; only the upload widget, not preloaded, is still loading.
    expect(container.querySelector('#root_when')).not.toBeNull();
    expect(container.querySelector('#root_rows_0_kind')).not.toBeNull();
    expect(container.querySelectorAll('[aria-busy="true"]')).toHaveLength(1);
    expect(await screen.findByText('上传附件')).toBeTruthy();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
