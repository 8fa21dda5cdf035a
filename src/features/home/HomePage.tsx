// /home (03-portal §2): the layout from vueFrontHome (Base64 JSON), its rows, and the reminders. Columns ask
// for their definitions through one batcher, primed with every alias of the layout, so the page makes a single
// getDatasByAlias call.
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Button, Spin } from '@douyinfe/semi-ui-19';
import { decodeLayoutValue, normalizeLocale, type LayoutModel, type PrepareResult } from '../../../renderers';
import { unwrap } from '../../api/http';
import { getHomeLayout } from '../../api/portal';
import { LazyResultPage } from '../../components/LazyResultPage';
import { homeEngine } from './homeEngine';
import { LayoutRows } from './LayoutRows';
import { ReminderPopups } from './ReminderPopups';
import { ColumnBatcherContext, createHomeColumnBatcher, usePrimedColumns } from './useColumnDefinition';
import './home.css';

type LayoutOutcome = { ok: true; model: LayoutModel } | { ok: false; messages: string[] };

function layoutOf(value: unknown, locale: string, notText: string): LayoutOutcome {
  if (value !== undefined && value !== null && typeof value !== 'string') return { ok: false, messages: [notText] };
  const decoded = decodeLayoutValue(value ?? '', normalizeLocale(locale));
  if (!decoded.ok) return { ok: false, messages: [decoded.issue.message] };
  const result: PrepareResult<LayoutModel> = homeEngine.prepare<LayoutModel>('layout', decoded.definition, { locale });
  return result.ok ? { ok: true, model: result.model } : { ok: false, messages: result.errors.map((problem) => problem.message) };
}

export default function HomePage() {
  const { t, i18n } = useTranslation('home');
  const { data, error, isLoading, mutate } = useSWR(['home:layout', i18n.language] as const, () => unwrap(getHomeLayout({ quiet: true, batch: true })), { revalidateOnFocus: false });
  const layout = useMemo(() => (data ? layoutOf(data.value, i18n.language, t('layoutNotText')) : undefined), [data, i18n.language, t]);
  const batcher = useMemo(() => createHomeColumnBatcher(), []);

  useEffect(() => {
    document.title = t('documentTitle');
  }, [t]);

  usePrimedColumns(batcher, layout?.ok ? layout.model.aliases : undefined);

  let content;
  if (error) {
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
        <LayoutRows rows={layout.model.rows} />
      </ColumnBatcherContext.Provider>
    );
  }
  return (
    <div className="fd-home">
      <h1 className="fd-visually-hidden">{t('documentTitle')}</h1>
      {content}
      <ReminderPopups />
    </div>
  );
}
