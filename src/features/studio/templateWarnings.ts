// The studio's template warnings: what the sanitizer removes from a column's template before it is drawn, and
// the `{{path}}`s of its text that resolve to nothing in the preview data. They leave the definition usable, so
// they are warnings: listed in the problems panel, never blocking the preview. Pure apart from the sanitizer's DOM.
import type { ColumnModel, PrepareResult } from '../../../renderers';
import { templateReport } from '../home/TemplateView';

export type TemplateWarningCode = 'template.removedElement' | 'template.removedAttribute' | 'template.unresolvedPath';

export interface TemplateWarning {
  readonly code: TemplateWarningCode;
  /** where the template is in the definition */
  readonly path: string;
  readonly message: string;
  readonly expected: string;
  /** what in the template: the element, the attribute or the {{path}} */
  readonly value: string;
}

/** The studio's texts of a warning (`warning.<code without "template.">` and `warning.expected.*` in the studio namespace). */
export type WarningText = (key: string, values?: Readonly<Record<string, string>>) => string;

const TEMPLATE_PATH = '$.templateHtml';

/**
 * The warnings of a prepared column whose template is drawn (a static or REST column, not a chart): `data` is
 * the preview data, the REST answer the template reads as `data` (a static column has none); with live data the
 * studio cannot see the answer, so paths are not checked.
 */
export function templateWarnings(result: PrepareResult | null, data: unknown, live: boolean, text: WarningText): TemplateWarning[] {
  if (!result?.ok || result.kind !== 'column') return [];
  const model = result.model as ColumnModel;
  const drawn = !model.chart && (model.data.mode === 'static' || model.data.mode === 'rest');
  if (!drawn || model.template.kind !== 'html') return [];
  const rest = model.data.mode === 'rest';
  const report = templateReport(model.template.html, rest && live ? undefined : { data: rest ? data : undefined });
  const removedExpected = text('warning.expected.sanitized');
  return [
    ...report.elements.map((element) => ({
      code: 'template.removedElement' as const,
      path: TEMPLATE_PATH,
      message: text('warning.removedElement', { element }),
      expected: removedExpected,
      value: `<${element}>`,
    })),
    ...report.attributes.map(({ element, attribute }) => ({
      code: 'template.removedAttribute' as const,
      path: TEMPLATE_PATH,
      message: text('warning.removedAttribute', { element, attribute }),
      expected: removedExpected,
      value: `<${element} ${attribute}>`,
    })),
    ...report.unresolvedPaths.map((path) => ({
      code: 'template.unresolvedPath' as const,
      path: TEMPLATE_PATH,
      message: text(rest ? 'warning.unresolvedPath' : 'warning.unresolvedStatic', { path }),
      expected: text('warning.expected.value', { path }),
      value: `{{ ${path} }}`,
    })),
  ];
}
