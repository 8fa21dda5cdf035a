// <user-info>: the caller's flow counters (03-portal §2, 02-process §2.1), each leading to its list.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getFlowCounts, type FlowCounts } from '../../../api/flow';
import { useCurrentUser } from '../../../session/store';
import { useWidgetData, WIDGET_CALL, widgetCall } from './useWidgetData';
import { WidgetState } from './WidgetState';
import './flowWidgets.css';

/** Each counter with the list it opens, in the card's order. */
export const COUNTERS: readonly { key: keyof FlowCounts; label: string; path: string }[] = [
  { key: 'request', label: 'counterRequest', path: '/v-flow/v-request' },
  { key: 'todo', label: 'counterTodo', path: '/v-flow/v-todo' },
  { key: 'done', label: 'counterDone', path: '/v-flow/v-done' },
  { key: 'delegate', label: 'counterDelegate', path: '/v-flow/v-myDelegate' },
];

const COUNTS_CALL = widgetCall('counts', () => getFlowCounts(WIDGET_CALL));
export const dataCalls = () => [COUNTS_CALL];

export default function UserInfoWidget() {
  const { t } = useTranslation('home');
  const user = useCurrentUser();
  const { data, error, isLoading, mutate } = useWidgetData(COUNTS_CALL);
  return (
    <div className="fd-flow-widget">
      {user ? <p className="fd-user-info__name">{user.username}</p> : null}
      <WidgetState isLoading={isLoading} error={error} empty={false} emptyText="" onRetry={() => void mutate()}>
        <ul className="fd-user-info__counters" aria-label={t('counters')}>
          {COUNTERS.map((counter) => (
            <li key={counter.key}>
              {/* label first so that the link reads "我的待办 3"; the count is drawn above it */}
              <Link to={counter.path}>
                <span>{t(counter.label)}</span> <span className="fd-user-info__count">{data?.[counter.key] ?? 0}</span>
              </Link>
            </li>
          ))}
        </ul>
      </WidgetState>
    </div>
  );
}
