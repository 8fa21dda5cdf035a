// v-flowList: the definitions the caller may start in sections by category (with the category's icon),
// searchable by name and key. A secretary chooses the initiator — self or a leader who may start it — before the
// start page, as from the home favourites card (useFavouriteStart).
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@douyinfe/semi-ui-19';
import { getNewProcesses, type DefinitionRow } from '../../../api/flow';
import { CategoryIcon } from '../components/CategoryIcon';
import { useFavouriteStart } from '../favourites/useFavouriteStart';
import { startPath } from '../flowPaths';
import { FlowList, type FlowColumn, type SearchField } from './FlowList';
import type { RowGrouping } from './PagedListParts';

// by category first, so a category's definitions stand together
const SORTER = [
  { property: 'typeId', direction: 'ASC' as const },
  { property: 'name', direction: 'ASC' as const },
];

const BY_CATEGORY: RowGrouping<DefinitionRow> = {
  by: (row) => row.typeId || '',
  section: (first) => (
    <span className="fd-flow-list__section">
      <CategoryIcon icon={first.typeIcon} />
      {first.typeName}
    </span>
  ),
};

export default function StartListPage({ title }: { title: string }) {
  const { t } = useTranslation('flow');
  const starting = useFavouriteStart();
  const searchFields = useMemo<SearchField[]>(
    () => [
      { property: 'name', label: t('lists.column.defName') },
      { property: 'defKey', label: t('lists.column.defKey') },
    ],
    [t],
  );
  const columns = useMemo<FlowColumn<DefinitionRow>[]>(
    () => [
      // names and keys keep their words whole; the description takes the rest of the row
      { key: 'name', title: t('lists.column.defName'), text: (row) => row.name, width: 200 },
      { key: 'typeName', title: t('lists.column.typeName'), text: (row) => row.typeName ?? '', width: 140 },
      { key: 'defKey', title: t('lists.column.defKey'), text: (row) => row.defKey, width: 160 },
      { key: 'version', title: t('lists.column.version'), text: (row) => String(row.version ?? ''), width: 90 },
      { key: 'desc', title: t('lists.column.desc'), text: (row) => row.desc ?? '' },
      {
        key: 'start',
        title: t('lists.column.actions'),
        render: (row) =>
          row.leaders?.length ? (
            <Button
              size="small"
              aria-label={t('lists.startOf', { name: row.name })}
              loading={starting.checking === row.defKey}
              onClick={() => void starting.start({ defId: row.defId || row.id, defKey: row.defKey, leaders: row.leaders ?? [] })}
            >
              {t('lists.start')}
            </Button>
          ) : (
            <Link to={startPath(row.defId || row.id)} aria-label={t('lists.startOf', { name: row.name })}>
              {t('lists.start')}
            </Link>
          ),
        width: 100,
      },
    ],
    [t, starting],
  );
  return (
    <>
      <FlowList
        listKey="v-flowList"
        title={title}
        load={getNewProcesses}
        columns={columns}
        rowKey={(row) => row.defId || row.id}
        sorter={SORTER}
        searchFields={searchFields}
        grouping={BY_CATEGORY}
      />
      {starting.dialog}
    </>
  );
}
