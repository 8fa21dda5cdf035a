// Related processes (relatedProcess): the initiator's other requests of the same process, so that an approver
// sees what came before — five at a time, newest first. A request the caller may not open is named, not linked.
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Button, Spin } from '@douyinfe/semi-ui-19';
import { getRelatedProcesses } from '../../../api/flow';
import { unwrap } from '../../../api/http';
import { Pager } from '../../../components/Pager';
import { instPath } from '../flowPaths';
import { StatusTag } from '../lists/StatusTag';
import './flow.css';

const PAGE_SIZE = 5;

export function RelatedProcesses({ instId }: { instId: string }) {
  const { t, i18n } = useTranslation('flow');
  const headingId = useId();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useSWR(['flow:related', instId, page, i18n.language] as const, ([, id, pageNo]) =>
    unwrap(getRelatedProcesses(id, { pageBean: { page: pageNo, pageSize: PAGE_SIZE, showTotal: true } }, { quiet: true })),
  );
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));

  let body;
  if (error) {
    body = (
      <div className="fd-flow-state" role="alert">
        <span className="fd-flow-error">{t('related.loadFailed')}</span>
        <Button onClick={() => void mutate()}>{t('retry')}</Button>
      </div>
    );
  } else if (isLoading || !data) {
    body = (
      <div className="fd-flow-state" role="status">
        <Spin />
        <span>{t('related.loading')}</span>
      </div>
    );
  } else if (data.rows.length === 0) {
    body = <p className="fd-flow-state">{t('related.empty')}</p>;
  } else {
    body = (
      <>
        <ul className="fd-flow-related">
          {data.rows.map((row) => (
            <li key={row.id}>
              {row.canView ? <Link to={instPath(row.id)}>{row.subject}</Link> : <span>{row.subject}</span>}
              <StatusTag kind="instance" value={row.status} />
              <span className="fd-flow-hint">{row.createTime}</span>
            </li>
          ))}
        </ul>
        {pages > 1 ? <Pager page={page} pages={pages} onPage={setPage} /> : null}
      </>
    );
  }
  return (
    <section className="fd-flow-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('related.title')}</h2>
      {body}
    </section>
  );
}
