// A date condition: Semi's DatePicker, values as 'yyyy-MM-dd' text (loaded lazily by the condition form).
import { useRef } from 'react';
import { DatePicker } from '@douyinfe/semi-ui-19';
import { useInnerInputAttributes } from '../../rjsf-semi/widgets/shared';
import { asText, type ControlProps } from './shared';

const DATE_FORMAT = 'yyyy-MM-dd';

export default function DateControl({ id, value, onChange }: ControlProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  // Semi puts the id on its wrapper; the typed-in input is what the label must name.
  useInnerInputAttributes(wrapper, { id });
  const text = asText(value);
  return (
    <div ref={wrapper} className="fd-list-conditions__date">
      <DatePicker
        type="date"
        format={DATE_FORMAT}
        value={text || undefined}
        style={{ width: '100%' }}
        onChange={(_date, dateText) => onChange(typeof dateText === 'string' && dateText ? dateText : undefined)}
      />
    </div>
  );
}
