// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { appEngine } from '../../engine';
import { TEMPLATE_KINDS, templateText } from './templates';

describe('definition templates', () => {
  it('has one for every kind the portal renders (formHtml once it is registered)', () => {
    expect([...TEMPLATE_KINDS].sort()).toEqual(appEngine.kinds().filter((kind) => kind !== 'formHtml').sort());
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
