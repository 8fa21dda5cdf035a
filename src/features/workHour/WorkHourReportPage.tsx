// 工时填报 (v-workHourReport, /workHourReport): the user's own hours per month of a year, handed in month by
// month (submitReport) and changed again until the month is frozen (docs/work-hours.md).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Button, Input } from '@douyinfe/semi-ui-19';
import { unwrap } from '../../api/http';
import { getReportsById, submitReport } from '../../api/report';
import type { MenuPageProps } from '../../app/layout/menuPages';
import { LoadFailure, PageLoading } from '../../components/LoadStates';
import { useCurrentUser } from '../../session/store';
import { formatAmount } from '../../../renderers';
import { announce } from './answer';
import { HOURS_FORMAT, MonthTable } from './MonthTable';
import { monthsOf, monthTexts, parseHours, submittedTotal, MAX_MONTH_HOURS, type MonthRow } from './workHours';
import { YearChoice } from './YearChoice';
import './workHour.css';

export default function WorkHourReportPage({ title }: Partial<MenuPageProps>) {
  const { t, i18n } = useTranslation('workHour');
  const userId = useCurrentUser()?.userId ?? '';
  const [year, setYear] = useState(() => new Date().getFullYear());
  const reports = useSWR(['workHour:mine', userId, year] as const, ([, user, chosen]) => unwrap(getReportsById({ userId: user, year: chosen }, { quiet: true })), {
    revalidateOnFocus: false,
  });
  /** what the user typed per month, kept until it is handed in */
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [problems, setProblems] = useState<Record<number, string>>({});
  const [busyMonth, setBusyMonth] = useState<number>();

  const chooseYear = (next: number) => {
    setYear(next);
    setTyped({});
    setProblems({});
  };
  const handedIn = (row: MonthRow) => row.report !== undefined && row.report.status !== 'draft';
  const textOf = (row: MonthRow) => typed[row.month] ?? (row.report ? row.report.hours.toFixed(HOURS_FORMAT.decimals) : '');

  const submit = async (row: MonthRow) => {
    const parsed = parseHours(textOf(row));
    if ('problem' in parsed) {
      setProblems((previous) => ({ ...previous, [row.month]: t(`problems.${parsed.problem}`, { max: MAX_MONTH_HOURS }) }));
      document.getElementById(`fd-hours-${row.month}`)?.focus();
      return;
    }
    setBusyMonth(row.month);
    const answer = await submitReport({ userId, year, month: row.month, hours: parsed.hours });
    setBusyMonth(undefined);
    if (!announce(answer, t('submitted'))) return;
    setTyped(({ [row.month]: _sent, ...rest }) => rest);
    await reports.mutate();
  };

  const heading = title ?? t('reportTitle');
  return (
    <section className="fd-work-hours-page" aria-labelledby="fd-work-hours-title">
      <h1 id="fd-work-hours-title">{heading}</h1>
      <p className="fd-work-hours__hint">{t('reportHint', { max: MAX_MONTH_HOURS })}</p>
      <div className="fd-work-hours__bar">
        <YearChoice value={year} onChange={chooseYear} />
        {reports.data ? <span>{t('submittedTotal', { hours: formatAmount(submittedTotal(reports.data)) })}</span> : null}
      </div>
      {reports.error ? (
        <LoadFailure error={reports.error} title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void reports.mutate()} headingLevel={2} />
      ) : !reports.data ? (
        <PageLoading text={t('loading')} />
      ) : (
        <MonthTable
          caption={t('myMonths', { year })}
          rows={monthsOf(reports.data)}
          hours={(row) => {
            if (row.report?.status === 'frozen') return row.report.hours;
            const problem = problems[row.month];
            return (
              <>
                <Input
                  id={`fd-hours-${row.month}`}
                  className="fd-work-hours__input"
                  inputMode="decimal"
                  value={textOf(row)}
                  aria-label={t('hoursOf', monthTexts(row.month, i18n.language))}
                  validateStatus={problem ? 'error' : 'default'}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `fd-hours-${row.month}-problem` : undefined}
                  onChange={(value) => {
                    setTyped((previous) => ({ ...previous, [row.month]: value }));
                    setProblems(({ [row.month]: _old, ...rest }) => rest);
                  }}
                />
                {problem ? (
                  <span id={`fd-hours-${row.month}-problem`} role="alert" className="fd-work-hours__problem">
                    {problem}
                  </span>
                ) : null}
              </>
            );
          }}
          trailing={{
            header: t('columns.actions'),
            render: (row) =>
              row.report?.status === 'frozen' ? (
                t('frozenNote')
              ) : (
                <Button
                  size="small"
                  loading={busyMonth === row.month}
                  aria-label={t(handedIn(row) ? 'resubmitOf' : 'submitOf', monthTexts(row.month, i18n.language))}
                  onClick={() => void submit(row)}
                >
                  {t(handedIn(row) ? 'resubmit' : 'submit')}
                </Button>
              ),
          }}
        />
      )}
    </section>
  );
}
