// <duty-roster>: this week's number and the park duty persons on duty today (03-portal §2, §9): the custom
// query dutyRoster, 20 a page, filtered by today lying between its start and end dates.
import { useTranslation } from 'react-i18next';
import { formatDate, isoWeekNumber } from '../../../../renderers';
import { doQuery } from '../../../api/customQuery';
import { useWidgetData, WIDGET_CALL, widgetCall } from './useWidgetData';
import { WidgetState } from './WidgetState';

export const DUTY_QUERY_ALIAS = 'dutyRoster';

/** zbxx holds 'name phone' separated by a space. */
export function splitDutyPerson(zbxx: unknown): { name: string; phone: string } {
  const text = typeof zbxx === 'string' ? zbxx.trim() : '';
  const space = text.lastIndexOf(' ');
  return space > 0 ? { name: text.slice(0, space).trim(), phone: text.slice(space + 1) } : { name: text, phone: '' };
}

const DUTY_CALL = widgetCall('dutyRoster', () => doQuery(DUTY_QUERY_ALIAS, [{ key: 'today', value: formatDate(new Date(), 'yyyy-MM-dd') }], 1, WIDGET_CALL));
export const dataCalls = () => [DUTY_CALL];

export default function DutyRosterWidget() {
  const { t } = useTranslation('home');
  const today = new Date();
  const { data, error, isLoading } = useWidgetData(DUTY_CALL);
  const rows = data?.rows ?? [];
  return (
    <WidgetState isLoading={isLoading} error={error} empty={rows.length === 0} emptyText={t('noDuty')}>
      <p className="fd-duty-week">{t('weekNumber', { week: isoWeekNumber(today) })}</p>
      <ul className="fd-home-list">
        {rows.map((row, index) => {
          const person = splitDutyPerson(row.zbxx);
          return (
            <li key={`${String(row.yqmc)}-${index}`}>
              <span>{String(row.yqmc ?? '')}</span>
              <span>
                {person.name}
                {person.phone && (
                  <>
                    {' '}
                    <a href={`tel:${person.phone}`}>{person.phone}</a>
                  </>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </WidgetState>
  );
}
