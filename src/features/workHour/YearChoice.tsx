// The year a work-hour page shows: this year and the two before (a native select: Semi's leaves a stale
// aria-activedescendant behind).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { yearChoices } from './workHours';
import { NativeSelect } from '../../components/NativeSelect';

export function YearChoice({ value, onChange }: { value: number; onChange: (year: number) => void }) {
  const { t } = useTranslation('workHour');
  const id = useId();
  return (
    <span className="fd-work-hours__field">
      <label htmlFor={id}>{t('year')}</label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {yearChoices(new Date()).map((year) => (
          <option key={year} value={year}>
            {t('yearName', { year })}
          </option>
        ))}
      </NativeSelect>
    </span>
  );
}
