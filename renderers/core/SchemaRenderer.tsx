// Renders a prepared definition: a broken definition as an accessible, localized error panel; an unknown
// kind (or one without renderer) as a visible fallback naming the kind and the path; otherwise the kind's
// render(model), inside an error boundary so a crashing renderer never blanks the page.
import type { ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';
import type { Locale } from '../messages';
import type { Engine, PrepareResult } from './engine';
import { formatCoreMessage } from './messages';
import { showValue } from './validate';

/** The panel lists this many issues and counts the rest. */
export const MAX_LISTED_ISSUES = 20;

export interface SchemaRendererProps {
  engine: Engine;
  /** The outcome of engine.prepare(kind, definition, options). */
  result: PrepareResult;
  /** Where this view sits (e.g. 'home/column/todo'), shown in fallbacks. */
  path: string;
  /** The page's language (the engine formats its own texts: it needs no i18next). */
  locale: Locale;
  /** Passed to the kind's renderer as props.view (the form kind: data, formContext, onSubmit, readOnly). */
  view?: Readonly<Record<string, unknown>>;
}

const panelStyle = {
  border: '1px solid var(--semi-color-danger, #f93920)',
  borderRadius: 6,
  padding: '12px 16px',
  background: 'var(--semi-color-danger-light-default, #fef2ed)',
  color: 'var(--semi-color-text-0, #1c1f23)',
} as const;

function Notice(props: { title: string; children: ReactNode }) {
  return (
    <div role="alert" style={panelStyle}>
      <strong style={{ display: 'block', marginBottom: 4 }}>{props.title}</strong>
      {props.children}
    </div>
  );
}

function DefinitionErrorPanel(props: { result: Extract<PrepareResult, { ok: false }>; locale: Locale }) {
  const { result, locale } = props;
  const text = (key: string, params?: Record<string, string | number>) => formatCoreMessage(key, params, locale);
  const listed = result.errors.slice(0, MAX_LISTED_ISSUES);
  const hidden = result.errors.length - listed.length;
  return (
    <Notice title={text('panel.title')}>
      <p style={{ margin: '0 0 8px' }}>{text('panel.description')}</p>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {listed.map((issue, index) => (
          <li key={index} style={{ marginBottom: 6 }}>
            <div>{issue.message}</div>
            <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 8, margin: '2px 0 0', fontSize: 12 }}>
              <dt>{text('panel.kind')}</dt>
              <dd style={{ margin: 0 }}>{issue.kind}</dd>
              <dt>{text('panel.alias')}</dt>
              <dd style={{ margin: 0 }}>{issue.alias || text('definition.noAlias')}</dd>
              <dt>{text('panel.path')}</dt>
              <dd style={{ margin: 0 }}>
                <code>{issue.path}</code>
              </dd>
              {issue.value !== undefined ? (
                <>
                  <dt>{text('panel.value')}</dt>
                  <dd style={{ margin: 0 }}>
                    <code>{showValue(issue.value)}</code>
                  </dd>
                </>
              ) : null}
              {issue.expected ? (
                <>
                  <dt>{text('panel.expected')}</dt>
                  <dd style={{ margin: 0 }}>{issue.expected}</dd>
                </>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
      {hidden > 0 ? <p style={{ margin: '8px 0 0' }}>{text('panel.more', { count: hidden })}</p> : null}
    </Notice>
  );
}

interface ViewBoundaryProps {
  /** The kind (or part) named in the crash notice. */
  kind: string;
  path: string;
  locale: Locale;
  children: ReactNode;
}

/**
 * A crashing view (a kind's renderer, a dialog inside one) shows the localized crash notice with a retry in
 * its place; the rest of the page keeps working.
 */
export function ViewBoundary({ kind, path, locale, children }: ViewBoundaryProps): ReactNode {
  return (
    <ErrorBoundary
      onError={(error) => console.error(`[engine] renderer of "${kind}" failed at ${path}`, error)}
      fallback={(_error, retry) => (
        <Notice title={formatCoreMessage('crash.title', { kind }, locale)}>
          <p style={{ margin: '0 0 8px' }}>{formatCoreMessage('crash.description', { path }, locale)}</p>
          <button type="button" onClick={retry}>
            {formatCoreMessage('crash.retry', {}, locale)}
          </button>
        </Notice>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

export function SchemaRenderer(props: SchemaRendererProps): ReactNode {
  const { engine, result, path, locale, view } = props;
  if (!result.ok) {
    const unknown = result.errors.length === 1 && result.errors[0].code === 'definition.unknownKind';
    if (unknown) {
      return (
        <Notice title={formatCoreMessage('fallback.title', { kind: result.kind }, locale)}>
          <p style={{ margin: 0 }}>{formatCoreMessage('fallback.description', { kind: result.kind, path }, locale)}</p>
        </Notice>
      );
    }
    return <DefinitionErrorPanel result={result} locale={locale} />;
  }
  const module = engine.get(result.kind);
  if (!module?.render) {
    const key = module ? 'fallback.noRenderer' : 'fallback.description';
    return (
      <Notice title={formatCoreMessage('fallback.title', { kind: result.kind }, locale)}>
        <p style={{ margin: 0 }}>{formatCoreMessage(key, { kind: result.kind, path }, locale)}</p>
      </Notice>
    );
  }
  const render = module.render;
  return (
    <ViewBoundary kind={result.kind} path={path} locale={locale}>
      <RenderKind render={() => render(result.model, { path, locale, view })} />
    </ViewBoundary>
  );
}

/** Calls render inside the boundary, so that an exception thrown by render itself is caught too. */
function RenderKind(props: { render: () => ReactNode }): ReactNode {
  return props.render();
}
