// v-system/v-flowDefManage: the administrator's page of process definitions (listJson), every status, paged and
// searchable by name and key; each row opens its facts, diagram and start rights.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Tag } from '@douyinfe/semi-ui-19';
import { listDefinitions, type ManagedDefinitionRow } from '../../../api/flowDefinitions';
import { FlowList, type FlowColumn, type SearchField } from '../lists/FlowList';
import { DefinitionDetailDialog } from './DefinitionDetailDialog';

const SORTER = [
  { property: 'typeId', direction: 'ASC' as const },
  { property: 'name', direction: 'ASC' as const },
];

export default function DefinitionManagePage({ title }: { title: string }) {
  const { t } = useTranslation('flow');
  const [shown, setShown] = useState<ManagedDefinitionRow>();
  const searchFields = useMemo<SearchField[]>(
    () => [
      { property: 'name', label: t('lists.column.defName') },
      { property: 'defKey', label: t('lists.column.defKey') },
    ],
    [t],
  );
  const columns = useMemo<FlowColumn<ManagedDefinitionRow>[]>(
    () => [
      { key: 'name', title: t('lists.column.defName'), text: (row) => row.name },
      { key: 'defKey', title: t('lists.column.defKey'), text: (row) => row.defKey },
      { key: 'typeName', title: t('lists.column.typeName'), text: (row) => row.typeName ?? '' },
      { key: 'version', title: t('lists.column.version'), text: (row) => String(row.version ?? ''), width: 90 },
      {
        key: 'status',
        title: t('definitions.status'),
        text: (row) => t(`definitions.statusValue.${row.status === 'deploy' ? 'deploy' : 'other'}`, { status: row.status }),
        render: (row) => (
          <Tag color={row.status === 'deploy' ? 'green' : 'grey'}>{t(`definitions.statusValue.${row.status === 'deploy' ? 'deploy' : 'other'}`, { status: row.status })}</Tag>
        ),
        width: 110,
      },
      {
        key: 'startRights',
        title: t('definitions.whoMayStart'),
        text: (row) => (row.startRoles.length > 0 ? row.startRoles.join(', ') : t('definitions.rightType.everyone')),
        width: 180,
      },
      {
        key: 'actions',
        title: t('lists.column.actions'),
        render: (row) => (
          <Button size="small" aria-label={t('definitions.viewOf', { name: row.name })} onClick={() => setShown(row)}>
            {t('definitions.view')}
          </Button>
        ),
        width: 100,
      },
    ],
    [t],
  );
  return (
    <FlowList listKey="v-flowDefManage" title={title} load={listDefinitions} columns={columns} rowKey={(row) => row.defId} sorter={SORTER} searchFields={searchFields}>
      {() => (shown ? <DefinitionDetailDialog definition={shown} onClose={() => setShown(undefined)} /> : null)}
    </FlowList>
  );
}
