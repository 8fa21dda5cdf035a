// A request's urgency in lists and facts: urgent and critical are marked, normal is not.
import { useTranslation } from 'react-i18next';
import { Tag } from '@douyinfe/semi-ui-19';
import { URGENCY_COLORS } from './urgency';

export function UrgencyTag({ state }: { state: string | undefined }) {
  const { t } = useTranslation('flow');
  const color = state ? URGENCY_COLORS[state] : undefined;
  return color ? (
    <Tag color={color} className="fd-flow-urgency">
      {t(`urgency.${state}`)}
    </Tag>
  ) : null;
}
