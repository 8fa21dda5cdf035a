// Renders a definition through the engine, painting first what can be painted before the definition is
// prepared. A kind with a preview for it (KindModule.preview: the first screen of a big form) shows that at
// once and validates and adapts the definition after that paint; otherwise the definition is prepared in the
// first render. The outcome is shown by SchemaRenderer (issues as its error panel), or by the page (children),
// all of it inside the view's own error boundary.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Locale } from '../messages';
import { afterNextPaint } from './afterNextPaint';
import type { Engine, KindPreviewProps, PrepareOptions, PrepareResult } from './engine';
import { SchemaRenderer, ViewBoundary } from './SchemaRenderer';

export interface DefinitionViewProps {
  engine: Engine;
  kind: string;
  definition: unknown;
  /** prepare()'s options besides the locale (the form kind: its permission map). */
  options?: Readonly<Omit<PrepareOptions, 'locale'>>;
  /** Where this view sits, shown in fallbacks. */
  path: string;
  /** The page's language. */
  locale: Locale;
  /** The page's props for the kind's view (and its preview). */
  view?: Readonly<Record<string, unknown>>;
  /** Shows the prepared outcome; default: SchemaRenderer. */
  children?: (result: PrepareResult) => ReactNode;
}

interface Request {
  readonly engine: Engine;
  readonly kind: string;
  readonly definition: unknown;
  readonly options: PrepareOptions;
}

const prepare = ({ engine, kind, definition, options }: Request): PrepareResult => engine.prepare(kind, definition, options);

/** The kind's preview of the definition, or undefined (none, or it failed: then the definition is prepared at once). */
function previewOf(request: Request, props: Omit<KindPreviewProps, 'options' | 'plugins'>): ReactNode | undefined {
  const preview = request.engine.get(request.kind)?.preview;
  if (!preview) return undefined;
  try {
    return preview(request.definition, { ...props, options: request.options, plugins: request.engine.plugins });
  } catch {
    return undefined;
  }
}

export function DefinitionView({ engine, kind, definition, options, path, locale, view, children }: DefinitionViewProps) {
  const request = useMemo<Request>(() => ({ engine, kind, definition, options: { ...options, locale } }), [engine, kind, definition, options, locale]);
  const [prepared, setPrepared] = useState<{ request: Request; result: PrepareResult }>();
  const done = prepared?.request === request ? prepared.result : undefined;
  const preview = useMemo(() => (done ? undefined : previewOf(request, { path, locale, view })), [done, request, path, locale, view]);
  const waiting = !done && preview !== undefined;
  const immediate = useMemo(() => (done || waiting ? undefined : prepare(request)), [done, waiting, request]);

  useEffect(() => {
    if (!waiting) return undefined;
    return afterNextPaint(() => setPrepared({ request, result: prepare(request) }));
  }, [waiting, request]);

  const result = done ?? immediate;
  const shown = !result ? preview : children ? children(result) : <SchemaRenderer engine={engine} result={result} path={path} locale={locale} view={view} />;
  // The preview and a page's own rendering of the outcome fail inside the view too, not across the page.
  return (
    <ViewBoundary kind={kind} path={path} locale={locale}>
      {shown}
    </ViewBoundary>
  );
}
