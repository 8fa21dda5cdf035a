// /home (03-portal §2): the layout from vueFrontHome (Base64 JSON), its rows, and the reminders. Columns ask
// for their definitions through one batcher, primed with every alias of the layout, so the page makes a single
// getDatasByAlias call. "Arrange my home" swaps the rows for the layout editor (issue 23).
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Button, Spin, Toast } from '@douyinfe/semi-ui-19';
import { IconGridView } from '@douyinfe/semi-icons';
import { decodeLayoutValue, normalizeLocale, rowIndexOfKey, type LayoutModel, type PrepareResult } from '../../../renderers';
import { LazyResultPage } from '../../components/LazyResultPage';
import { TOAST_SECONDS } from '../../components/toast';
import { homeEngine } from './homeEngine';
import { fetchHomeLayout, homeLayoutKey, type HomeLayoutAnswer } from './homeLayoutData';
import { LayoutRows } from './LayoutRows';
import { ReminderPopups } from './ReminderPopups';
import { adoptEarlyColumns, askColumnsEarly, ColumnBatcherContext, createHomeColumnBatcher, usePrimedColumns } from './useColumnDefinition';
import { refusalText, useMyLayoutActions } from './useMyLayout';
import './home.css';

const LayoutEditor = lazy(() => import('./LayoutEditor'));

type LayoutOutcome = { ok: true; model: LayoutModel } | { ok: false; messages: string[] };

function layoutOf(value: unknown, locale: string, notText: string): LayoutOutcome {
  if (value !== undefined && value !== null && typeof value !== 'string') return { ok: false, messages: [notText] };
  const decoded = decodeLayoutValue(value ?? '', normalizeLocale(locale));
  if (!decoded.ok) return { ok: false, messages: [decoded.issue.message] };
  const result: PrepareResult<LayoutModel> = homeEngine.prepare<LayoutModel>('layout', decoded.definition, { locale });
  return result.ok ? { ok: true, model: result.model } : { ok: false, messages: result.errors.map((problem) => problem.message) };
}

/** Asks for the columns of a layout answer before the page draws it (src/app/firstData.ts, the first load of /home). */
export function askColumnsOfLayout(answer: HomeLayoutAnswer, language: string): void {
  const layout = layoutOf(answer.value, language, '');
  if (layout.ok) askColumnsEarly(answer, layout.model.aliases, language);
}

export default function HomePage() {
  const { t, i18n } = useTranslation('home');
  const { data, error, isLoading, mutate } = useSWR(homeLayoutKey(i18n.language), () => fetchHomeLayout(), { revalidateOnFocus: false });
  const layout = useMemo(() => (data ? layoutOf(data.value, i18n.language, t('layoutNotText')) : undefined), [data, i18n.language, t]);
  const batcher = useMemo(() => createHomeColumnBatcher(), []);
  const [arranging, setArranging] = useState(false);
  const { removeStoredRow } = useMyLayoutActions();
  // A removed tab row stays removed: the user's layout is stored without it.
  const removeRow = useCallback(
    (key: string) => {
      const source = rowIndexOfKey(key);
      if (source === undefined) return;
      void removeStoredRow(source, i18n.language).then((result) => {
        if (!result.ok) Toast.error({ content: refusalText(result, t('editor.tabRemoveFailed')), duration: TOAST_SECONDS });
      });
    },
    [removeStoredRow, i18n.language, t],
  );

  useEffect(() => {
    document.title = t('documentTitle');
  }, [t]);

  // In render, not in an effect: the columns' own loads (their SWR hooks) start before the page's effects run.
  adoptEarlyColumns(batcher, data);
  usePrimedColumns(batcher, layout?.ok ? layout.model.aliases : undefined);

  let content;
  if (arranging) {
    content = (
      <Suspense fallback={<div className="fd-home-loading" role="status"><Spin tip={t('loading')} /></div>}>
        <LayoutEditor onClose={() => setArranging(false)} />
      </Suspense>
    );
  } else if (error) {
    content = (
      <LazyResultPage
        title={t('layoutFailed')}
        description={error instanceof Error ? error.message : String(error)}
        actions={<Button onClick={() => void mutate()}>{t('retry')}</Button>}
      />
    );
  } else if (isLoading || !layout) {
    content = (
      <div className="fd-home-loading" role="status">
        <Spin tip={t('loading')} />
      </div>
    );
  } else if (!layout.ok) {
    content = <LazyResultPage title={t('layoutInvalid')} description={<ul>{layout.messages.map((message) => <li key={message}>{message}</li>)}</ul>} />;
  } else if (layout.model.rows.length === 0) {
    content = <LazyResultPage illustration="noContent" title={t('emptyLayout')} description={t('emptyLayoutDescription')} />;
  } else {
    content = (
      <ColumnBatcherContext.Provider value={batcher}>
        <LayoutRows rows={layout.model.rows} onRemoveRow={removeRow} />
      </ColumnBatcherContext.Provider>
    );
  }
  return (
    <div className="fd-home">
      <h1 className="fd-visually-hidden">{t('documentTitle')}</h1>
      {!arranging && !error && (
        <div className="fd-home-toolbar">
          <Button icon={<IconGridView aria-hidden />} theme="borderless" onClick={() => setArranging(true)}>
            {t('editor.arrange')}
          </Button>
        </div>
      )}
      {content}
      {/* Not while arranging: the pop-ups sit over the editor's buttons; they come back (asked again) after it. */}
      {!arranging && <ReminderPopups />}
    </div>
  );
}
