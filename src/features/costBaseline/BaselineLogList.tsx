// A baseline's log, newest first, searchable by the acting user: every operation, or only the version events.
import { useTranslation } from 'react-i18next';
import { listBaselineLog, type BaselineLogEntry } from '../../api/costBaseline';
import type { QueryFilter } from '../../api/types';
import type { CallOptions } from '../../api/http';
import { ListSearchBar, PagedListBody } from '../flow/lists/PagedListParts';
import { usePagedList } from '../flow/lists/usePagedList';
import { COST_KEY, levelText } from './parts';

const PAGE_SIZE = 10;

export function BaselineLogList({ baselineId, versionsOnly, title }: { baselineId: string; versionsOnly: boolean; title: string }) {
  const { t, i18n } = useTranslation('costBaseline');
  const fields = [{ property: 'userName', label: t('history.userName') }];
  const list = usePagedList<BaselineLogEntry>({
    cacheKey: [`${COST_KEY}log`, baselineId, String(versionsOnly)],
    title,
    load: (filter: QueryFilter, options?: CallOptions) => listBaselineLog(baselineId, versionsOnly, filter, options),
    fields,
    pageSize: PAGE_SIZE,
    sorter: [],
    language: i18n.language,
  });
  const describe = (entry: BaselineLogEntry) =>
    t(`log.${entry.action}`, { no: entry.versionNo ?? '', detail: entry.detail, level: entry.level ? levelText(t, entry.level) : '' });
  const columns = [
    { title: t('history.time'), dataIndex: 'createTime', width: 180 },
    { title: t('history.userName'), dataIndex: 'userName', width: 120 },
    { title: t('history.content'), dataIndex: 'action', render: (_: unknown, entry: BaselineLogEntry) => describe(entry) },
  ];
  return (
    <>
      <ListSearchBar list={list} fields={fields} className="fd-cost__search" texts={{ label: t('history.searchLabel'), search: t('history.search'), reset: t('history.reset') }} />
      <PagedListBody
        list={list}
        columns={columns}
        rowKey={(entry) => entry.id}
        footerClassName="fd-cost__footer"
        texts={{
          loadFailed: t('history.logLoadFailed'),
          retry: t('retry'),
          loading: t('loading'),
          empty: t('history.logEmpty'),
          emptyFiltered: t('history.logEmptyFiltered'),
          total: t('total', { total: list.total }),
        }}
      />
    </>
  );
}
