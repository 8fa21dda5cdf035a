// The processes the caller may start (getHasAuthFlowList), searched by key or name and paged: the left half of
// '设置常用流程' and the body of '流程列表'. Each row's action is the caller's.
import { useState, type FormEvent, type ReactNode } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { Button, Input, Spin } from '@douyinfe/semi-ui-19';
import { IconSearch } from '@douyinfe/semi-icons';
import { getHasAuthFlowList, type AuthFlowRow } from '../../../api/flow';
import { unwrap } from '../../../api/http';
import { Pager } from '../../../components/Pager';
import { favouriteSearchFilter } from './favouriteList';

const PAGE_SIZE = 10;

export interface StartableProcessesProps {
  /** the row's own control (add, start, …) */
  action: (row: AuthFlowRow) => ReactNode;
  /** shown after the name, e.g. a 'favourite' tag */
  badge?: (row: AuthFlowRow) => ReactNode;
}

export function StartableProcesses({ action, badge }: StartableProcessesProps) {
  const { t, i18n } = useTranslation('flow');
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState({ keyword: '', page: 1 });
  const { data, error, isLoading, mutate } = useSWR(['flow:favourites:startable', search.keyword, search.page, i18n.language] as const, () =>
    unwrap(getHasAuthFlowList(favouriteSearchFilter(search.keyword, search.page, PAGE_SIZE), { quiet: true })),
  );
  const rows = data?.rows ?? [];
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch({ keyword, page: 1 });
  };

  let body: ReactNode;
  if (error) {
    body = (
      <div role="alert" className="fd-favourites__message">
        <p className="fd-favourites__error">{t('favourites.loadFailed')}</p>
        <Button onClick={() => void mutate()}>{t('favourites.retry')}</Button>
      </div>
    );
  } else if (isLoading) {
    body = <Spin tip={t('favourites.loading')} />;
  } else if (rows.length === 0) {
    body = (
      <div className="fd-favourites__message">
        <p>{t('favourites.empty')}</p>
        <p className="fd-favourites__hint">{t('favourites.emptyHint')}</p>
      </div>
    );
  } else {
    body = (
      <>
        <ul className="fd-favourites__list">
          {rows.map((row) => (
            <li key={row.defKey}>
              <span className="fd-favourites__name">{row.name}</span>
              {badge?.(row)}
              <span className="fd-favourites__meta">
                {row.defKey}
                {row.typeName ? ` · ${row.typeName}` : ''}
              </span>
              {action(row)}
            </li>
          ))}
        </ul>
        {pages > 1 ? <Pager page={search.page} pages={pages} onPage={(page) => setSearch({ ...search, page })} /> : null}
      </>
    );
  }

  return (
    <>
      <form role="search" className="fd-favourites__search" onSubmit={submitSearch}>
        <Input aria-label={t('favourites.searchLabel')} placeholder={t('favourites.searchPlaceholder')} value={keyword} onChange={setKeyword} showClear />
        <Button htmlType="submit" icon={<IconSearch aria-hidden />}>
          {t('favourites.search')}
        </Button>
      </form>
      {body}
    </>
  );
}
