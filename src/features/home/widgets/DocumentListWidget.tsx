// <document-list>: the seven newest documents by creation time (03-portal §2, §9), from the custom query
// documentList; a 'new' mark on those created within the last seven days.
import { useTranslation } from 'react-i18next';
import { Tag } from '@douyinfe/semi-ui-19';
import { doQuery } from '../../../api/customQuery';
import { useWidgetData, WIDGET_CALL, widgetCall } from './useWidgetData';
import { WidgetState } from './WidgetState';

export const DOCUMENT_QUERY_ALIAS = 'documentList';
/** §9: document rows. */
export const DOCUMENT_ROWS = 7;
/** §9: 'new' within this many days. */
export const NEW_DOCUMENT_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a document created at `cjsj` ('yyyy-MM-dd HH:mm:ss') is new on `now`. */
export function isNewDocument(cjsj: unknown, now: Date = new Date()): boolean {
  if (typeof cjsj !== 'string') return false;
  const created = new Date(cjsj.replace(' ', 'T'));
  const age = now.getTime() - created.getTime();
  return Number.isFinite(age) && age >= 0 && age < NEW_DOCUMENT_DAYS * DAY_MS;
}

/** The red 'new' tag of an item created within NEW_DOCUMENT_DAYS (documents, classified news). */
export function NewMark() {
  const { t } = useTranslation('home');
  return (
    <Tag color="red" size="small">
      {t('newDocument')}
    </Tag>
  );
}

const DOCUMENTS_CALL = widgetCall('documents', () => doQuery(DOCUMENT_QUERY_ALIAS, [], 1, WIDGET_CALL));
export const dataCalls = () => [DOCUMENTS_CALL];

export default function DocumentListWidget() {
  const { t } = useTranslation('home');
  const { data, error, isLoading } = useWidgetData(DOCUMENTS_CALL);
  const rows = [...(data?.rows ?? [])].sort((a, b) => String(b.cjsj ?? '').localeCompare(String(a.cjsj ?? ''))).slice(0, DOCUMENT_ROWS);
  return (
    <WidgetState isLoading={isLoading} error={error} empty={rows.length === 0} emptyText={t('noDocuments')}>
      <ul className="fd-home-list">
        {rows.map((row, index) => (
          <li key={String(row.id_ ?? index)}>
            <span className="fd-document-title">
              {isNewDocument(row.cjsj) && <NewMark />}
              <span>{String(row.wdbt ?? '')}</span>
            </span>
            <span className="fd-document-meta">
              {String(row.ssgs ?? '')} <time dateTime={String(row.cjsj ?? '').slice(0, 10)}>{String(row.cjsj ?? '').slice(0, 10)}</time>
            </span>
          </li>
        ))}
      </ul>
    </WidgetState>
  );
}
