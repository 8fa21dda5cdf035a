// 项目工时 (v-workHourProReport, /workHourProReport): for who manages work hours (powerWorkHour), anybody's year
// with the handed-in months to freeze (freezeReport, freezeReportList); for who sees all project reports
// (powerProjectAllReport), whether a department's annual cost report exists (validate/cost_report).
// docs/work-hours.md.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Button, Checkbox, Input } from '@douyinfe/semi-ui-19';
import type { SelectedItem } from '../../../renderers';
import { unwrap } from '../../api/http';
import { getOrgMaster } from '../../api/org';
import { freezeReport, freezeReportList, getReportsById, validateCostReport } from '../../api/report';
import { powerProjectAllReport, powerWorkHour } from '../../api/user';
import type { MenuPageProps } from '../../app/layout/menuPages';
import { LoadFailure, PageLoading } from '../../components/LoadStates';
import { ResultPage } from '../../components/ResultPage';
import { useAppFormContext } from '../../engine/formContext';
import { announce } from './answer';
import { MonthTable } from './MonthTable';
import { monthsOf, monthTexts, type MonthRow } from './workHours';
import { YearChoice } from './YearChoice';
import './workHour.css';

async function loadRights() {
  const [hours, projects] = await Promise.all([unwrap(powerWorkHour({}, { quiet: true })), unwrap(powerProjectAllReport({}, { quiet: true }))]);
  return { manageHours: hours.value === true, allReports: projects.value === true };
}

/** A person's months of a year, with the handed-in ones to freeze, alone or chosen together. */
function FreezeSection() {
  const { t, i18n } = useTranslation('workHour');
  const { selectors } = useAppFormContext();
  const [person, setPerson] = useState<SelectedItem>();
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const reports = useSWR(person ? (['workHour:person', person.id, year] as const) : null, ([, userId, chosenYear]) => unwrap(getReportsById({ userId, year: chosenYear }, { quiet: true })), {
    revalidateOnFocus: false,
  });

  const pick = async () => {
    const picked = await selectors?.open('user', { multiple: false, selected: person ? [person] : [] });
    if (picked?.[0]) {
      setPerson(picked[0]);
      setChosen(new Set());
    }
  };
  const freeze = async (ids: string[]) => {
    setBusy(true);
    const answer = ids.length === 1 ? await freezeReport({ id: ids[0] }) : await freezeReportList(ids.map((id) => ({ id })));
    setBusy(false);
    if (!announce(answer, t('frozen'))) return;
    setChosen(new Set());
    await reports.mutate();
  };
  const frozenable = (row: MonthRow) => row.report?.status === 'submitted';

  return (
    <section className="fd-work-hours__section" aria-labelledby="fd-work-hours-freeze">
      <h2 id="fd-work-hours-freeze">{t('freezeTitle')}</h2>
      <div className="fd-work-hours__bar">
        <span>{person ? t('personChosen', { name: person.name }) : t('noPerson')}</span>
        <Button onClick={() => void pick()}>{t('pickPerson')}</Button>
        <YearChoice
          value={year}
          onChange={(next) => {
            setYear(next);
            setChosen(new Set());
          }}
        />
        <Button theme="solid" type="primary" disabled={chosen.size === 0} loading={busy} onClick={() => void freeze([...chosen])}>
          {t('freezeChosen', { count: chosen.size })}
        </Button>
      </div>
      {!person ? null : reports.error ? (
        <LoadFailure error={reports.error} title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void reports.mutate()} headingLevel={3} />
      ) : !reports.data ? (
        <PageLoading text={t('loading')} />
      ) : (
        <MonthTable
          caption={t('personMonths', { name: person.name, year })}
          rows={monthsOf(reports.data)}
          hours={(row) => row.report?.hours}
          leading={{
            header: t('columns.choose'),
            render: (row) =>
              frozenable(row) ? (
                <Checkbox
                  aria-label={t('chooseMonth', monthTexts(row.month, i18n.language))}
                  checked={chosen.has(row.report!.id)}
                  onChange={(event) => {
                    const next = new Set(chosen);
                    if (event.target.checked) next.add(row.report!.id);
                    else next.delete(row.report!.id);
                    setChosen(next);
                  }}
                />
              ) : null,
          }}
          trailing={{
            header: t('columns.actions'),
            render: (row) =>
              frozenable(row) ? (
                <Button size="small" disabled={busy} aria-label={t('freezeOf', monthTexts(row.month, i18n.language))} onClick={() => void freeze([row.report!.id])}>
                  {t('freeze')}
                </Button>
              ) : null,
          }}
        />
      )}
    </section>
  );
}

/** Whether a department's cost report of a year exists; the department defaults to the user's own. */
function CostReportSection() {
  const { t } = useTranslation('workHour');
  const depId = useId();
  const ownOrg = useSWR('workHour:ownOrg', () => unwrap(getOrgMaster({ quiet: true })), { revalidateOnFocus: false });
  const [typedDep, setTypedDep] = useState<string>();
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [result, setResult] = useState<{ depcode: string; year: number; exists: boolean }>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const depcode = typedDep ?? ownOrg.data?.code ?? '';

  const check = async () => {
    const wanted = depcode.trim();
    setResult(undefined);
    if (!wanted) {
      setProblem(t('depRequired'));
      return;
    }
    setProblem(undefined);
    setBusy(true);
    const answer = await validateCostReport({ depcode: wanted, annual: year });
    setBusy(false);
    if (!answer.ok) return;
    if (answer.data?.state === false) setProblem(answer.data.message || t('checkFailed'));
    else setResult({ depcode: wanted, year, exists: answer.data?.value === true });
  };

  return (
    <section className="fd-work-hours__section" aria-labelledby="fd-work-hours-cost">
      <h2 id="fd-work-hours-cost">{t('costTitle')}</h2>
      <form
        className="fd-work-hours__bar"
        onSubmit={(event) => {
          event.preventDefault();
          void check();
        }}
      >
        <span className="fd-work-hours__field">
          <label htmlFor={depId}>{t('depcode')}</label>
          <Input
            id={depId}
            className="fd-work-hours__dep"
            value={depcode}
            maxLength={64}
            validateStatus={problem ? 'error' : 'default'}
            aria-invalid={problem ? true : undefined}
            onChange={(value) => {
              setTypedDep(value);
              setProblem(undefined);
            }}
          />
        </span>
        <YearChoice value={year} onChange={setYear} />
        <Button htmlType="submit" theme="solid" type="primary" loading={busy}>
          {t('check')}
        </Button>
      </form>
      <div role="status" className="fd-work-hours__result">
        {problem ? <span className="fd-work-hours__problem">{problem}</span> : null}
        {result ? t(result.exists ? 'costExists' : 'costMissing', { depcode: result.depcode, year: result.year }) : null}
      </div>
    </section>
  );
}

export default function WorkHourProReportPage({ title }: Partial<MenuPageProps>) {
  const { t } = useTranslation('workHour');
  const rights = useSWR('workHour:rights', loadRights, { revalidateOnFocus: false });
  const heading = title ?? t('proTitle');
  let body;
  if (rights.error) body = <LoadFailure error={rights.error} title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void rights.mutate()} headingLevel={2} />;
  else if (!rights.data) body = <PageLoading text={t('loading')} />;
  else if (!rights.data.manageHours && !rights.data.allReports) body = <ResultPage illustration="noAccess" headingLevel={2} title={t('noRights')} description={t('noRightsHint')} />;
  else {
    body = (
      <>
        {rights.data.manageHours ? <FreezeSection /> : null}
        {rights.data.allReports ? <CostReportSection /> : null}
      </>
    );
  }
  return (
    <section className="fd-work-hours-page" aria-labelledby="fd-work-hours-title">
      <h1 id="fd-work-hours-title">{heading}</h1>
      {body}
    </section>
  );
}
