// /studio — one page for every definition kind: a JSON editor (CodeMirror, its own lazy chunk), a problems
// panel listing everything the engine finds, and a live preview rendered by the portal's engine, updated while
// typing. Sources: bundled fixtures (?fixture=<folder>/<name>), templates, local files, pasted text, share links
// (#d=…, never sent to a server) and, signed in, the server's definitions (?kind=<kind>&alias=<alias>).
// docs/studio.md.
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Banner, Button, Checkbox, Input, TextArea } from '@douyinfe/semi-ui-19';
import { normalizeLocale, shareStructure, type Locale, type PrepareResult } from '../../../renderers';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { ChoiceSelect } from '../../components/ChoiceSelect';
import { FileButton } from '../../components/FileButton';
import { getServerDefinition } from '../../api/studio';
import { appEngine } from '../../engine';
import { getCurrentUser, useCurrentUser } from '../../session/store';
import { listFixtures, loadFixture } from '../replay/fixtures';
import { lastSourceKey, readDraft, removeDraft, writeDraft } from './drafts';
import type { JsonEditorHandle } from './JsonEditor';
import { parseJsonDocument, type JsonParseError } from './jsonDocument';
import { definitionProblems, parseProblem, type StudioProblem } from './problems';
import { templateWarnings, type WarningText } from './templateWarnings';
import { SearchList } from './SearchList';
import { ServerSources } from './ServerSources';
import { decodeShareFragment, encodeShareFragment } from './shareLink';
import { StudioPreview } from './StudioPreview';
import { TEMPLATE_KINDS, templateText } from './templates';
import { STUDIO_DEBOUNCE_MS } from './timing';
import './studio.css';

const JsonEditor = lazy(() => import('./JsonEditor'));

const MAX_FILE_BYTES = 2 * 1024 * 1024;

export type StudioSource =
  | { readonly type: 'fixture'; readonly folder: string; readonly name: string }
  | { readonly type: 'template'; readonly kind: string }
  | { readonly type: 'file'; readonly name: string }
  | { readonly type: 'paste' }
  | { readonly type: 'server'; readonly kind: string; readonly alias: string }
  | { readonly type: 'shared' };

function sourceKey(source: StudioSource): string {
  switch (source.type) {
    case 'fixture':
      return `fixture:${source.folder}/${source.name}`;
    case 'template':
      return `template:${source.kind}`;
    case 'file':
      return `file:${source.name}`;
    case 'server':
      return `server:${source.kind}/${source.alias}`;
    default:
      return source.type;
  }
}

interface Analysis {
  readonly kind: string;
  /** whether the kind is the definition's own `kind` (else the selector's) */
  readonly ownKind: boolean;
  /** the locale the result was prepared in */
  readonly locale: Locale;
  readonly result: PrepareResult | null;
  readonly definition: unknown;
  readonly problems: readonly StudioProblem[];
  readonly data: unknown;
  readonly dataError: string;
}

interface AnalyseInput {
  readonly text: string;
  readonly chosenKind: string;
  readonly dataText: string;
  /** the preview draws the server's live data (template paths are then not checked) */
  readonly live: boolean;
  readonly locale: Locale;
  readonly parseMessage: (error: JsonParseError) => string;
  readonly warningText: WarningText;
}

/**
 * Reads the text, prepares the definition and lists its problems. `last` is the previous analysis: the parsed
 * definition and data share every unchanged part with it (shareStructure), so an edit that leaves the value as it
 * was (white space, a key typed and deleted again) reuses its prepared result instead of checking it all again,
 * and the preview keeps the objects of every unchanged part.
 */
function analyse({ text, chosenKind, dataText, live, locale, parseMessage, warningText }: AnalyseInput, last: Analysis | null): Analysis {
  let data: unknown;
  let dataError = '';
  if (dataText.trim()) {
    const parsed = parseJsonDocument(dataText);
    if (parsed.ok) data = shareStructure(last?.data, parsed.value);
    else dataError = parseMessage(parsed.error);
  }
  const document = parseJsonDocument(text);
  if (!document.ok) return { kind: chosenKind, ownKind: false, locale, result: null, definition: undefined, problems: [parseProblem(document.error, parseMessage(document.error))], data, dataError };
  const value = shareStructure(last?.definition, document.value);
  const own = value !== null && typeof value === 'object' && typeof (value as { kind?: unknown }).kind === 'string' ? (value as { kind: string }).kind : '';
  const kind = own || chosenKind;
  if (!kind) return { kind, ownKind: false, locale, result: null, definition: value, problems: [], data, dataError };
  const same = last !== null && last.result !== null && value === last.definition && kind === last.kind && locale === last.locale;
  const result = same ? last.result! : appEngine.prepare(kind, value, { locale });
  const warnings = templateWarnings(result, data, live, warningText);
  return { kind, ownKind: !!own, locale, result, definition: value, problems: definitionProblems(document, result, warnings), data, dataError };
}

const pretty = (value: unknown) => (value === undefined ? '' : `${JSON.stringify(value, null, 2)}\n`);

export default function StudioPage() {
  const { t, i18n } = useTranslation('studio');
  const locale = normalizeLocale(i18n.language);
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const editor = useRef<JsonEditorHandle>(null);

  const [source, setSource] = useState<StudioSource | null>(null);
  const [text, setText] = useState('');
  const [dataText, setDataText] = useState('');
  const [chosenKind, setChosenKind] = useState('');
  const [original, setOriginal] = useState({ text: '', data: '' });
  const [restored, setRestored] = useState(false);
  const [notice, setNotice] = useState<{ type: 'danger' | 'info'; text: string } | null>(null);
  const [shareUrl, setShareUrl] = useState('');
  const [pasted, setPasted] = useState('');
  const [live, setLive] = useState(false);
  const [newKind, setNewKind] = useState(TEMPLATE_KINDS[0]);
  const [analysis, setAnalysis] = useState<Analysis | null>(null);
  /** the location (search + hash) the page has already acted on */
  const handledLocation = useRef<string | null>(null);

  const open = useCallback((next: StudioSource, sourceText: string, sourceData: string, kind: string) => {
    const draft = next.type === 'shared' ? null : readDraft(sourceKey(next));
    // A draft belongs to the version of the source it was made from: a file edited on disk and opened again shows the new file.
    const useDraft = draft !== null && draft.original === sourceText && draft.originalData === sourceData;
    setSource(next);
    setOriginal({ text: sourceText, data: sourceData });
    setText(useDraft ? draft.text : sourceText);
    setDataText(useDraft ? draft.data : sourceData);
    setChosenKind(kind);
    setRestored(useDraft && (draft.text !== sourceText || draft.data !== sourceData));
    setShareUrl('');
    setLive(false);
  }, []);

  /** Opens what the URL names: a share link, a fixture, a server definition; or the last source. */
  const openLocation = useCallback(
    async (search: string, hash: string, first: boolean) => {
      setNotice(null);
      const shared = await decodeShareFragment(hash);
      if (typeof shared === 'string') return open({ type: 'shared' }, shared, '', '');
      if (shared instanceof Error) return setNotice({ type: 'danger', text: t('shareFailed', { message: shared.message }) });
      const params = new URLSearchParams(search);
      const fixture = params.get('fixture');
      if (fixture) {
        const [folder = '', name = ''] = fixture.split('/');
        try {
          const loaded = await loadFixture({ kind: folder, name });
          if (!loaded) return setNotice({ type: 'danger', text: t('fixtureMissing', { name: fixture }) });
          return open({ type: 'fixture', folder, name }, pretty(loaded.definition), pretty(loaded.answers), folder);
        } catch (error) {
          return setNotice({ type: 'danger', text: t('loadFailed', { message: error instanceof Error ? error.message : String(error) }) });
        }
      }
      const kind = params.get('kind');
      const alias = params.get('alias');
      if (kind && alias) {
        if (!getCurrentUser()) return setNotice({ type: 'danger', text: t('serverSignIn', { kind, alias }) });
        const loaded = await getServerDefinition(kind, alias);
        if ('missing' in loaded) return setNotice({ type: 'danger', text: t('serverMissing', { kind, alias }) });
        if ('error' in loaded) return setNotice({ type: 'danger', text: t('serverOpenFailed', { kind, alias, message: loaded.error }) });
        return open({ type: 'server', kind, alias }, pretty(loaded.definition), '', kind);
      }
      if (!first) return;
      const last = lastSourceKey();
      const lastDraft = last ? readDraft(last) : null;
      if (last?.startsWith('fixture:')) return navigate(`/studio?fixture=${encodeURIComponent(last.slice('fixture:'.length))}`, { replace: true });
      if (last?.startsWith('file:') && lastDraft) return open({ type: 'file', name: last.slice('file:'.length) }, lastDraft.original, lastDraft.originalData, '');
      if (last === 'paste' && lastDraft) return open({ type: 'paste' }, lastDraft.original, lastDraft.originalData, '');
      const kindOfTemplate = last?.startsWith('template:') && templateText(last.slice('template:'.length)) ? last.slice('template:'.length) : 'form';
      return open({ type: 'template', kind: kindOfTemplate }, templateText(kindOfTemplate)!, '', kindOfTemplate);
    },
    [open, t, navigate],
  );

  useEffect(() => {
    const where = `${location.search}${location.hash}`;
    if (handledLocation.current === where) return;
    const first = handledLocation.current === null;
    handledLocation.current = where;
    void openLocation(location.search, location.hash, first);
  }, [location.search, location.hash, openLocation]);

  /** A source that the URL does not name: the URL goes back to bare /studio. */
  const openHere = (next: StudioSource, sourceText: string, kind: string) => {
    handledLocation.current = '';
    if (location.search || location.hash) navigate('/studio', { replace: true });
    setNotice(null);
    open(next, sourceText, '', kind);
  };

  // Checks and previews the text a moment after the last keystroke, and keeps the draft.
  useEffect(() => {
    const timer = setTimeout(() => {
      const parseMessage = (error: JsonParseError) => t(`parse.${error.code}`, { line: error.line, column: error.column, found: error.found ? JSON.stringify(error.found) : '' });
      setAnalysis((last) => analyse({ text, chosenKind, dataText, live, locale, parseMessage, warningText: t }, last));
      if (source && source.type !== 'shared') writeDraft(sourceKey(source), { text, data: dataText, original: original.text, originalData: original.data });
    }, STUDIO_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, dataText, chosenKind, live, locale, t, source, original]);

  const sourceLabel = source ? sourceName(source, t) : '';
  useEffect(() => {
    document.title = sourceLabel ? t('pageTitle', { name: sourceLabel }) : t('title');
  }, [t, sourceLabel]);

  const fixtures = useMemo(() => listFixtures().map((fixture) => ({ key: `${fixture.kind}/${fixture.name}`, label: `${fixture.kind}/${fixture.name}` })), []);

  // FileButton reports a file chosen again (after editing it) too, so it is read again.
  const openFile = async ([file]: File[]) => {
    if (file.size > MAX_FILE_BYTES) return setNotice({ type: 'danger', text: t('fileTooLarge', { max: '2 MB' }) });
    openHere({ type: 'file', name: file.name }, await file.text(), chosenKind);
    setNotice({ type: 'info', text: t('fileRead', { name: file.name }) });
  };

  const share = async () => {
    const url = `${window.location.origin}${window.location.pathname}#${await encodeShareFragment(text)}`;
    setShareUrl(url);
    try {
      await navigator.clipboard.writeText(url);
      setNotice({ type: 'info', text: t('shareCopied') });
    } catch {
      // No clipboard permission: the link is shown in the field below, selected for copying by hand.
    }
  };

  const discardDraft = () => {
    if (!source) return;
    removeDraft(sourceKey(source));
    setText(original.text);
    setDataText(original.data);
    setRestored(false);
  };

  const kindId = `${id}-kind`;
  const keysId = `${id}-keys`;
  const dataId = `${id}-data`;
  const problems = analysis?.problems ?? [];
  const errorCount = problems.filter((problem) => problem.severity === 'error').length;
  const warningCount = problems.length - errorCount;
  const kinds = appEngine.kinds();

  return (
    <div className="fd-studio">
      <header className="fd-studio__header">
        <div>
          <p className="fd-studio__eyebrow">{t('eyebrow')}</p>
          <h1>{sourceLabel || t('title')}</h1>
        </div>
        <div className="fd-studio__tools">
          <Link to="/replay">{t('replayLink')}</Link>
          <LanguageSwitch />
        </div>
      </header>
      <main className="fd-studio__main">
        <section className="fd-studio__sources" aria-labelledby={`${id}-sources`}>
          <h2 id={`${id}-sources`}>{t('sourcesHeading')}</h2>
          <div className="fd-studio__source-grid">
            <SearchList label={t('fixtureSearch')} empty={t('fixtureNone')} items={fixtures} onPick={(key) => navigate(`/studio?fixture=${encodeURIComponent(key)}`)} />
            <div className="fd-studio__source">
              <span id={`${id}-new`}>{t('templateLabel')}</span>
              <div className="fd-studio__row">
                <ChoiceSelect labelledBy={`${id}-new`} className="fd-studio__select" value={newKind} options={TEMPLATE_KINDS.map((kind) => ({ value: kind, label: kind }))} onChange={setNewKind} />
                <Button onClick={() => openHere({ type: 'template', kind: newKind }, templateText(newKind)!, newKind)}>{t('templateCreate')}</Button>
              </div>
              <div>
                <FileButton accept="application/json,.json" onFiles={(files) => void openFile(files)}>
                  {t('fileLabel')}
                </FileButton>
              </div>
            </div>
            {user ? (
              <ServerSources onOpen={(kind, alias) => navigate(`/studio?kind=${encodeURIComponent(kind)}&alias=${encodeURIComponent(alias)}`)} />
            ) : (
              <p className="fd-studio__hint">{t('signInHint')}</p>
            )}
            <div className="fd-studio__source">
              <label htmlFor={`${id}-paste`}>{t('pasteLabel')}</label>
              <TextArea id={`${id}-paste`} className="fd-studio__textarea" rows={4} value={pasted} onChange={setPasted} />
              <Button onClick={() => (pasted.trim() ? openHere({ type: 'paste' }, pasted, chosenKind) : setNotice({ type: 'danger', text: t('pasteEmpty') }))}>{t('pasteOpen')}</Button>
            </div>
          </div>
          {notice ? (
            <Banner className="fd-studio__notice" type={notice.type} fullMode={false} closeIcon={null} description={<span role={notice.type === 'danger' ? 'alert' : 'status'}>{notice.text}</span>} />
          ) : null}
        </section>

        <div className="fd-studio__work">
          <section className="fd-studio__pane" aria-labelledby={`${id}-editor`}>
            <div className="fd-studio__pane-head">
              <h2 id={`${id}-editor`}>{t('editorHeading')}</h2>
              <div className="fd-studio__row">
                <span id={kindId}>{t('kindLabel')}</span>
                <ChoiceSelect
                  labelledBy={kindId}
                  className="fd-studio__select"
                  value={analysis?.ownKind ? analysis.kind : chosenKind}
                  disabled={analysis?.ownKind ?? false}
                  aria-describedby={analysis?.ownKind ? `${kindId}-own` : undefined}
                  options={[{ value: '', label: t('kindNone') }, ...[...new Set([...kinds, ...(analysis?.ownKind ? [analysis.kind] : [])])].map((kind) => ({ value: kind, label: kind }))]}
                  onChange={setChosenKind}
                />
                {analysis?.ownKind ? (
                  <span id={`${kindId}-own`} className="fd-studio__hint">
                    {t('kindFromDefinition')}
                  </span>
                ) : null}
              </div>
            </div>
            {restored ? (
              <Banner type="info" fullMode={false} closeIcon={null} description={t('draftRestored')}>
                <Button size="small" onClick={discardDraft}>
                  {t('draftDiscard')}
                </Button>
              </Banner>
            ) : null}
            <p id={keysId} className="fd-studio__hint">
              {t('editorKeys')} {t('draftSaved')} {t('saveNotAvailable')}
            </p>
            <Suspense fallback={<p role="status">{t('editorLoading')}</p>}>
              <JsonEditor
                value={text}
                onChange={setText}
                marks={problems}
                schema={analysis?.kind ? appEngine.get(analysis.kind)?.schema : undefined}
                label={t('editorLabel')}
                describedBy={keysId}
                handle={editor}
              />
            </Suspense>
            <div className="fd-studio__row">
              <Button onClick={() => void share()}>{t('shareButton')}</Button>
            </div>
            {shareUrl ? (
              <>
                <label htmlFor={`${id}-share`}>{t('shareReady')}</label>
                <Input id={`${id}-share`} className="fd-studio__share" readOnly value={shareUrl} onFocus={(event) => event.currentTarget.select()} />
              </>
            ) : null}
            <section className="fd-studio__problems" aria-labelledby={`${id}-problems`}>
              <h2 id={`${id}-problems`}>
                {t('problemsHeading')} <span aria-live="polite">{errorCount ? t('problemsCount', { count: errorCount }) : t('problemsNone')}
                  {warningCount ? ` ${t('warningsCount', { count: warningCount })}` : ''}
                </span>
              </h2>
              {problems.length ? (
                <ul>
                  {problems.map((problem) => (
                    <li key={problem.key}>
                      <button type="button" className={`fd-studio__problem fd-studio__problem--${problem.severity}`} onClick={() => editor.current?.select(problem.from, problem.to)}>
                        {problem.severity === 'warning' ? <span className="fd-studio__problem-severity">{t('warningLabel')}</span> : null}
                        {problem.path ? <code className="fd-studio__problem-path">{problem.path}</code> : null}
                        <span className="fd-studio__problem-message">{problem.message}</span>
                        {problem.value ? <span className="fd-studio__problem-detail">{t('problemValue', { value: problem.value })}</span> : null}
                        {problem.expected ? <span className="fd-studio__problem-detail">{t('problemExpected', { expected: problem.expected })}</span> : null}
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          </section>

          <section className="fd-studio__pane" aria-labelledby={`${id}-preview`}>
            <h2 id={`${id}-preview`}>{t('previewHeading')}</h2>
            <label htmlFor={dataId}>{t('dataLabel')}</label>
            <TextArea id={dataId} className="fd-studio__textarea" rows={5} spellCheck={false} value={dataText} aria-describedby={`${dataId}-hint`} onChange={setDataText} />
            <p id={`${dataId}-hint`} className="fd-studio__hint">
              {t('dataHint')}
            </p>
            {analysis?.dataError ? (
              <p className="fd-studio__error" role="alert">
                {t('dataInvalid', { reason: analysis.dataError })}
              </p>
            ) : null}
            {user && analysis?.kind && analysis.kind !== 'form' ? (
              <Checkbox checked={live} onChange={(event) => setLive(Boolean(event.target.checked))}>
                {t('liveData')}
              </Checkbox>
            ) : null}
            {!analysis ? null : !analysis.kind ? (
              <p className="fd-studio__hint">{t('previewNoKind')}</p>
            ) : !analysis.result ? (
              <p className="fd-studio__hint">{t('previewWaiting')}</p>
            ) : (
              <StudioPreview result={analysis.result} definition={analysis.definition} data={analysis.data} live={live} path={sourceLabel || 'studio'} />
            )}
          </section>
        </div>
      </main>
    </div>
  );
}

function sourceName(source: StudioSource, t: (key: string, values?: Record<string, string>) => string): string {
  switch (source.type) {
    case 'fixture':
      return t('source.fixture', { name: `${source.folder}/${source.name}` });
    case 'template':
      return t('source.template', { kind: source.kind });
    case 'file':
      return t('source.file', { name: source.name });
    case 'server':
      return t('source.server', { kind: source.kind, alias: source.alias });
    default:
      return t(`source.${source.type}`);
  }
}
