import { useTranslation } from 'react-i18next';
import { Tag } from '@douyinfe/semi-ui-19';
import { statusTag, statusText, type StatusKind } from './statusTags';

export function StatusTag({ kind, value }: { kind: StatusKind; value: string | undefined }) {
  const { t } = useTranslation('flow');
  if (!value) return null;
  return <Tag color={statusTag(kind, value).color}>{statusText(kind, value, t)}</Tag>;
}
