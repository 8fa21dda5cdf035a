// A year's twelve months of one person's work hours: the month, its hours (read or typed), its state and when it
// was handed in, with page-specific cells before and after (a choice box, the row's action). Hours read are shown
// in the lists' number format, right-aligned.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tag } from '@douyinfe/semi-ui-19';
import { AmountText, type AmountFormat } from '../../../renderers';
import type { WorkReport } from '../../api/report';
import { monthTexts, type MonthRow } from './workHours';

/** Hours have at most one decimal (parseHours). */
export const HOURS_FORMAT: AmountFormat = { decimals: 1 };

const STATE_COLORS: Record<WorkReport['status'] | 'none', 'grey' | 'blue' | 'green'> = { none: 'grey', draft: 'grey', submitted: 'blue', frozen: 'green' };

export interface MonthColumn {
  header: string;
  render: (row: MonthRow) => ReactNode;
}

export interface MonthTableProps {
  caption: string;
  rows: readonly MonthRow[];
  /** a month's hours: a number (shown formatted), nothing (a dash) or a control typing them */
  hours: (row: MonthRow) => number | undefined | ReactNode;
  /** a column before the month (choosing rows) */
  leading?: MonthColumn;
  /** a column after the state (the row's action) */
  trailing?: MonthColumn;
}

export function MonthTable({ caption, rows, hours, leading, trailing }: MonthTableProps) {
  const { t, i18n } = useTranslation('workHour');
  // The table scrolls inside itself on a narrow screen (focusable, so the keyboard scrolls it too) instead of
  // breaking months and times mid-word.
  return (
    <div className="fd-work-hours__scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="fd-work-hours">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {leading ? <th scope="col">{leading.header}</th> : null}
            <th scope="col">{t('columns.month')}</th>
            <th scope="col" className="fd-work-hours__number">
              {t('columns.hours')}
            </th>
            <th scope="col">{t('columns.state')}</th>
            <th scope="col">{t('columns.submitTime')}</th>
            {trailing ? <th scope="col">{trailing.header}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const state = row.report?.status ?? 'none';
            const hoursCell = hours(row);
            return (
              <tr key={row.month}>
                {leading ? <td>{leading.render(row)}</td> : null}
                <th scope="row">{t('monthName', monthTexts(row.month, i18n.language))}</th>
                <td className="fd-work-hours__number">{typeof hoursCell === 'number' ? <AmountText value={hoursCell} format={HOURS_FORMAT} /> : (hoursCell ?? '—')}</td>
                <td>
                  <Tag color={STATE_COLORS[state]}>{t(`state.${state}`)}</Tag>
                </td>
                <td>{row.report?.submitTime || '—'}</td>
                {trailing ? <td>{trailing.render(row)}</td> : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
