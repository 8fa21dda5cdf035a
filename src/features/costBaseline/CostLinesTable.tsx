// One version's cost lines and the totals per category, as two ListTables of the engine; in an editable draft
// each line has edit and remove actions.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable, normalizeLocale } from '../../../renderers';
import type { BaselineVersion, CostLine } from '../../api/costBaseline';
import { lineActions, lineColumns, listRows, totalsColumns, totalsRows } from './columns';
import { money } from './parts';

export interface CostLinesTableProps {
  version: BaselineVersion;
  lines: CostLine[];
  /** given: the lines can be changed */
  onEdit?: (line: CostLine) => void;
  onRemove?: (line: CostLine) => void;
}

export function CostLinesTable({ version, lines, onEdit, onRemove }: CostLinesTableProps) {
  const { t, i18n } = useTranslation('costBaseline');
  const locale = normalizeLocale(i18n.language);
  const title = t('lines.title', { version: t('versionName', { no: version.versionNo }) });
  const totalsLabel = t('lines.totals');
  const columns = useMemo(() => lineColumns({ t, money }), [t]);
  const actions = useMemo(() => (onEdit && onRemove ? lineActions({ t }, onEdit, onRemove) : undefined), [t, onEdit, onRemove]);
  const totals = useMemo(() => ({ columns: totalsColumns({ t, money }), rows: totalsRows(t, version) }), [t, version]);

  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      <ListTable columns={columns} actions={actions} rows={listRows(lines)} label={title} locale={locale} emptyText={t('lines.empty')} />
      <h3>{totalsLabel}</h3>
      <ListTable columns={totals.columns} rows={totals.rows} label={totalsLabel} locale={locale} />
    </section>
  );
}
