// <home-inst>: the caller's latest requests, five rows, each opening its instance.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getMyRequests } from '../../../api/flow';
import { instPath } from '../../flow/flowPaths';
import { StatusTag } from '../../flow/lists/StatusTag';
import { useWidgetData, WIDGET_CALL, widgetCall } from './useWidgetData';
import { WidgetState } from './WidgetState';
import './flowWidgets.css';

export const REQUEST_ROWS = 5;

const REQUESTS_CALL = widgetCall('requests', () =>
  getMyRequests({ pageBean: { page: 1, pageSize: REQUEST_ROWS, showTotal: true }, sorter: [{ property: 'createTime', direction: 'DESC' }] }, WIDGET_CALL),
);
export const dataCalls = () => [REQUESTS_CALL];

export default function HomeInstWidget() {
  const { t } = useTranslation('home');
  const { data, error, isLoading, mutate } = useWidgetData(REQUESTS_CALL);
  const rows = (data?.rows ?? []).slice(0, REQUEST_ROWS);
  return (
    <WidgetState isLoading={isLoading} error={error} empty={rows.length === 0} emptyText={t('noRequests')} onRetry={() => void mutate()}>
      <ul className="fd-home-list">
        {rows.map((row) => (
          <li key={row.id}>
            <Link to={instPath(row.id)}>{row.subject}</Link>
            <span className="fd-flow-widget__aside">
              <StatusTag kind="instance" value={row.status} />
              <time dateTime={row.createTime?.slice(0, 10)}>{row.createTime?.slice(0, 10)}</time>
            </span>
          </li>
        ))}
      </ul>
    </WidgetState>
  );
}
