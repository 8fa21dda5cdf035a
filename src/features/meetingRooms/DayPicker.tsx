// A day from today up to 90 days ahead ('yyyy-MM-dd'), on Semi's DatePicker; the typed-in input carries the
// id its label names (Semi puts ARIA props on its wrapper).
import { useRef } from 'react';
import { DatePicker } from '@douyinfe/semi-ui-19';
import { useInnerInputAttributes } from '../../../renderers';
import { currentTime } from './clock';
import { dayText, isBookableDay } from './slots';

export interface DayPickerProps {
  id: string;
  value: string;
  onChange: (day: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

export function DayPicker({ id, value, onChange, invalid, describedBy }: DayPickerProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  useInnerInputAttributes(wrapper, { id, 'aria-invalid': invalid, 'aria-describedby': describedBy });
  const today = dayText(currentTime());
  return (
    <div ref={wrapper} className="fd-rooms__day-picker">
      <DatePicker
        type="date"
        format="yyyy-MM-dd"
        value={value}
        showClear={false}
        disabledDate={(date) => !date || !isBookableDay(dayText(date), today)}
        onChange={(_date, text) => {
          if (typeof text === 'string' && isBookableDay(text, today)) onChange(text);
        }}
      />
    </div>
  );
}
