// The year a work-hour page shows: this year and the two before.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { yearChoices } from './workHours';
import { ChoiceSelect } from '../../components/ChoiceSelect';

export function YearChoice({ value, onChange }: { value: number; onChange: (year: number) => void }) {
  const { t } = useTranslation('workHour');
  const id = useId();
  return (
    <span className="fd-work-hours__field">
      <span id={id}>{t('year')}</span>
      <ChoiceSelect
        labelledBy={id}
        className="fd-work-hours__year"
        value={String(value)}
        options={yearChoices(new Date()).map((year) => ({ value: String(year), label: t('yearName', { year }) }))}
        onChange={(year) => onChange(Number(year))}
      />
    </span>
  );
}
