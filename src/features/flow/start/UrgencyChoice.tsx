// The urgency of a request being started (getUrgentStateConf): the server's choices, the draft's own urgency or
// the default first. Without choices (none configured, or they could not be loaded) nothing is asked and the
// server takes the default.
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Radio, RadioGroup } from '@douyinfe/semi-ui-19';
import { getUrgentStateConf } from '../../../api/flow';
import { unwrap } from '../../../api/http';
import { initialUrgency, parseUrgencyConf } from '../components/urgency';

export interface UrgencyChoiceProps {
  defId: string;
  /** a draft being started again: its own urgency comes first */
  instId?: string;
  value: string | undefined;
  onChange: (state: string) => void;
}

export function UrgencyChoice({ defId, instId, value, onChange }: UrgencyChoiceProps) {
  const { t, i18n } = useTranslation('flow');
  const labelId = useId();
  const { data } = useSWR(['flow:urgency', defId, instId, i18n.language] as const, ([, def, inst]) => unwrap(getUrgentStateConf({ defId: def, instId: inst }, { quiet: true })), {
    revalidateOnFocus: false,
  });
  const options = parseUrgencyConf(data?.conf);
  const initial = initialUrgency(options, data?.value);
  useEffect(() => {
    if (value === undefined && initial) onChange(initial);
  }, [value, initial, onChange]);
  if (options.length === 0) return null;
  return (
    // Semi's RadioGroup has no radiogroup role of its own.
    <div className="fd-flow-urgency-choice" role="radiogroup" aria-labelledby={labelId}>
      <span id={labelId}>{t('urgency.label')}</span>
      <RadioGroup type="button" value={value} onChange={(event) => onChange(String(event.target.value))}>
        {options.map((option) => (
          <Radio key={option.state} value={option.state}>
            {option.name}
          </Radio>
        ))}
      </RadioGroup>
    </div>
  );
}
