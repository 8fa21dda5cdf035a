// <today-meeting>: today's meetings, three rows (03-portal §2, §9); a row opens its approval task (03-portal's
// /task/{taskId} is the task route of 02-process §2.2, /task/{taskId}/{leaderId}, as nobody's: 0), or the meeting's page
// when it has none (an approved room booking).
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { listTodayMeetings } from '../../../api/portal';
import { taskLeaderPath } from '../../flow/flowPaths';
import { useWidgetData, WIDGET_CALL, widgetCall } from './useWidgetData';
import { WidgetState } from './WidgetState';

/** §9: rows of today's meetings. */
export const MEETING_ROWS = 3;

const MEETINGS_CALL = widgetCall('meetings', () =>
  listTodayMeetings({ pageBean: { page: 1, pageSize: MEETING_ROWS, showTotal: true }, sorter: [{ property: 'kssj', direction: 'ASC' }] }, WIDGET_CALL),
);
export const dataCalls = () => [MEETINGS_CALL];

export default function MeetingWidget() {
  const { t } = useTranslation('home');
  const { data, error, isLoading } = useWidgetData(MEETINGS_CALL);
  const rows = (data?.rows ?? []).slice(0, MEETING_ROWS);
  return (
    <WidgetState isLoading={isLoading} error={error} empty={rows.length === 0} emptyText={t('noMeetings')}>
      <ul className="fd-home-list">
        {rows.map((row) => {
          const time = <time dateTime={row.kssj}>{row.kssj.slice(11, 16)}</time>;
          return (
            <li key={row.id}>
              <Link to={row.taskId ? taskLeaderPath(row.taskId, '0') : `/hyskbDetail/${encodeURIComponent(row.id)}`}>{row.hymc}</Link>
              {time}
            </li>
          );
        })}
      </ul>
    </WidgetState>
  );
}
