// One version's cost lines with the totals per category; in an editable draft each line can be edited or removed.
import { useTranslation } from 'react-i18next';
import { Button, Table } from '@douyinfe/semi-ui-19';
import { COST_CATEGORIES, type BaselineVersion, type CostLine } from '../../api/costBaseline';
import { ResultPage } from '../../components/ResultPage';
import { useMoney, useTableLabel } from './parts';

export interface CostLinesTableProps {
  version: BaselineVersion;
  lines: CostLine[];
  /** given: the lines can be changed */
  onEdit?: (line: CostLine) => void;
  onRemove?: (line: CostLine) => void;
}

export function CostLinesTable({ version, lines, onEdit, onRemove }: CostLinesTableProps) {
  const { t } = useTranslation('costBaseline');
  const money = useMoney();
  const title = t('lines.title', { version: t('versionName', { no: version.versionNo }) });
  const tableParts = useTableLabel(title);
  const totalsLabel = t('lines.totals');
  const totalsParts = useTableLabel(totalsLabel);
  const number = (value: number | null, format: (value: number) => string = String) => (value === null ? '' : <span className="fd-cost__number">{format(value)}</span>);

  const columns = [
    { title: t('lines.category'), dataIndex: 'category', width: 100, render: (_: unknown, line: CostLine) => t(`category.${line.category}`) },
    { title: t('lines.item'), dataIndex: 'item' },
    { title: t('lines.rank'), dataIndex: 'rank', width: 80 },
    { title: t('lines.hours'), dataIndex: 'hours', width: 90, render: (_: unknown, line: CostLine) => number(line.hours) },
    { title: t('lines.hourlyCost'), dataIndex: 'hourlyCost', width: 110, render: (_: unknown, line: CostLine) => number(line.hourlyCost, money) },
    { title: t('lines.amount'), dataIndex: 'amount', width: 140, render: (_: unknown, line: CostLine) => number(line.amount, money) },
    ...(onEdit && onRemove
      ? [
          {
            title: t('lines.actions'),
            dataIndex: 'actions',
            width: 150,
            render: (_: unknown, line: CostLine) => (
              <span className="fd-cost__row-actions">
                <Button size="small" aria-label={t('lines.editRow', { item: line.item })} onClick={() => onEdit(line)}>
                  {t('lines.edit')}
                </Button>
                <Button size="small" aria-label={t('lines.removeRow', { item: line.item })} onClick={() => onRemove(line)}>
                  {t('lines.remove')}
                </Button>
              </span>
            ),
          },
        ]
      : []),
  ];

  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      {lines.length === 0 ? (
        <ResultPage illustration="noContent" headingLevel={3} title={t('lines.empty')} />
      ) : (
        <Table<CostLine> size="small" components={tableParts} columns={columns} dataSource={lines} rowKey={(line?: CostLine) => line?.id ?? ''} pagination={false} />
      )}
      <h3>{totalsLabel}</h3>
      <Table<{ key: string; label: string; amount: number }>
        size="small"
        components={totalsParts}
        columns={[
          { title: t('lines.category'), dataIndex: 'label' },
          { title: t('lines.amount'), dataIndex: 'amount', width: 200, render: (_: unknown, row: { amount: number }) => number(row.amount, money) },
        ]}
        dataSource={[
          ...COST_CATEGORIES.map((category) => ({ key: category, label: t(`category.${category}`), amount: version.totals[category] })),
          { key: 'total', label: t('overview.total'), amount: version.total },
        ]}
        rowKey={(row?: { key: string }) => row?.key ?? ''}
        pagination={false}
      />
    </section>
  );
}
