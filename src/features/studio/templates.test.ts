// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { FormHtmlModel } from '../../../renderers';
import { appEngine } from '../../engine';
import { TEMPLATE_KINDS, templateText } from './templates';

describe('definition templates', () => {
  it('has one for every kind the portal renders', () => {
    expect([...TEMPLATE_KINDS].sort()).toEqual(appEngine.kinds().sort());
  });

  it('formHtml: reads its template into a form with the field it names, without a template issue', () => {
    const result = appEngine.prepare('formHtml', JSON.parse(templateText('formHtml')!), { locale: 'en-US' });
    if (!result.ok) throw new Error(result.errors.map((item) => item.message).join('; '));
    const model = result.model as FormHtmlModel;
    expect(model.templateIssues).toEqual([]);
    expect(model.definition.entities[0]!.attributes.map((attribute) => attribute.name)).toEqual(['title']);
    expect(model.form.fields.map((field) => field.path)).toEqual(['data.newBo.title']);
  });

  for (const kind of TEMPLATE_KINDS) {
    it(`${kind}: the engine prepares it without a problem`, () => {
      const definition = JSON.parse(templateText(kind)!) as { kind: string };
      expect(definition.kind).toBe(kind);
      const result = appEngine.prepare(kind, definition, { locale: 'en-US' });
      expect(result.ok ? [] : result.errors.map((item) => item.message)).toEqual([]);
    });
  }

  it('has none for an unknown kind', () => {
    expect(templateText('teapot')).toBeNull();
  });
});
