// v-flowList: the definitions the caller may start, tagged by category, searchable by name and key.
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Tag } from '@douyinfe/semi-ui-19';
import { getNewProcesses, type DefinitionRow } from '../../../api/flow';
import { startPath } from '../flowPaths';
import { FlowList, type FlowColumn, type SearchField } from './FlowList';

// by category first, so a category's definitions stand together
const SORTER = [
  { property: 'typeId', direction: 'ASC' as const },
  { property: 'name', direction: 'ASC' as const },
];

export default function StartListPage({ title }: { title: string }) {
  const { t } = useTranslation('flow');
  const searchFields = useMemo<SearchField[]>(
    () => [
      { property: 'name', label: t('lists.column.defName') },
      { property: 'defKey', label: t('lists.column.defKey') },
    ],
    [t],
  );
  const columns = useMemo<FlowColumn<DefinitionRow>[]>(
    () => [
      { key: 'name', title: t('lists.column.defName'), text: (row) => row.name },
      { key: 'typeName', title: t('lists.column.typeName'), text: (row) => row.typeName ?? '', render: (row) => (row.typeName ? <Tag color="blue">{row.typeName}</Tag> : null) },
      { key: 'defKey', title: t('lists.column.defKey'), text: (row) => row.defKey },
      { key: 'version', title: t('lists.column.version'), text: (row) => String(row.version ?? ''), width: 90 },
      { key: 'desc', title: t('lists.column.desc'), text: (row) => row.desc ?? '' },
      {
        key: 'start',
        title: t('lists.column.actions'),
        render: (row) => (
          <Link to={startPath(row.defId || row.id)} aria-label={t('lists.startOf', { name: row.name })}>
            {t('lists.start')}
          </Link>
        ),
        width: 100,
      },
    ],
    [t],
  );
  return (
    <FlowList
      listKey="v-flowList"
      title={title}
      load={getNewProcesses}
      columns={columns}
      rowKey={(row) => row.defId || row.id}
      sorter={SORTER}
      searchFields={searchFields}
    />
  );
}
