// A tag condition without fixed choices: Semi's TagInput (loaded lazily by the condition form).
import { useRef } from 'react';
import { TagInput } from '@douyinfe/semi-ui-19';
import { useInnerInputAttributes } from '../../rjsf-semi/widgets/shared';
import { formatListMessage } from '../messages';
import { asList, type ControlProps } from './shared';

export default function FreeTagControl({ labelId, value, onChange, locale }: ControlProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  // TagInput takes no id or label reference: its inner input gets the label's.
  useInnerInputAttributes(wrapper, { 'aria-labelledby': labelId });
  return (
    <div ref={wrapper}>
      <TagInput value={asList(value)} placeholder={formatListMessage('list.tagsHint', {}, locale)} onChange={(tags) => onChange(tags.length ? tags : undefined)} />
    </div>
  );
}
