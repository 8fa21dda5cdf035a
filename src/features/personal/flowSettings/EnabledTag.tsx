// The enabled / disabled state of an agent or deputy setting, and its choice in the forms.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Radio, RadioGroup, Tag } from '@douyinfe/semi-ui-19';
import type { EnabledState } from '../../../api/delegation';

export function EnabledTag({ state }: { state: EnabledState }) {
  const { t } = useTranslation('personalFlow');
  return <Tag color={state === 'enabled' ? 'green' : 'grey'}>{t(`state.${state}`)}</Tag>;
}

export function EnabledChoice({ label, value, onChange }: { label: string; value: EnabledState; onChange: (state: EnabledState) => void }) {
  const { t } = useTranslation('personalFlow');
  const labelId = useId();
  return (
    <div className="fd-flow-settings__field">
      <span id={labelId} className="fd-flow-settings__label">
        {label}
      </span>
      <RadioGroup aria-labelledby={labelId} value={value} onChange={(event) => onChange(event.target.value === 'disabled' ? 'disabled' : 'enabled')}>
        <Radio value="enabled">{t('state.enabled')}</Radio>
        <Radio value="disabled">{t('state.disabled')}</Radio>
      </RadioGroup>
    </div>
  );
}
