// A print-friendly view of rows (the selected ones, or the page): title, time, a plain table of the print
// columns. It asks the browser to print once shown; the print style sheet hides everything else.
import { useEffect, useMemo } from 'react';
import { Button, Modal } from '@douyinfe/semi-ui-19';
import { cellText, type ListRow } from '../../list/columns';
import { ViewBoundary } from '../../core/SchemaRenderer';
import type { Locale } from '../../messages';
import type { DataTemplateModel } from './adapter';
import { formatDataTemplateMessage } from './messages';

interface PrintViewProps {
  model: DataTemplateModel;
  locale: Locale;
  /** Rows as the list shows them (labels of choices). */
  rows: readonly ListRow[];
  onClose(): void;
}

const pad = (value: number) => String(value).padStart(2, '0');
const timestamp = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;

export function PrintView({ model, locale, rows, onClose }: PrintViewProps) {
  const printedAt = useMemo(() => timestamp(new Date()), []);
  useEffect(() => {
    // After the view is painted, so the printout holds it.
    const timer = setTimeout(() => window.print(), 100);
    return () => clearTimeout(timer);
  }, []);
  const title = formatDataTemplateMessage('dt.printTitle', { name: model.name }, locale);
  return (
    <Modal
      visible
      fullScreen
      className="fd-dt-print"
      title={title}
      onCancel={onClose}
      footer={
        <div className="fd-dt-print__actions">
          <Button onClick={onClose}>{formatDataTemplateMessage('dt.close', {}, locale)}</Button>
          <Button theme="solid" type="primary" onClick={() => window.print()}>
            {formatDataTemplateMessage('dt.printNow', {}, locale)}
          </Button>
        </div>
      }
    >
      <ViewBoundary kind="dataTemplate" path={`${model.alias}/print`} locale={locale}>
        <p className="fd-dt-print__meta">
          {formatDataTemplateMessage('dt.printCount', { count: rows.length }, locale)} · {formatDataTemplateMessage('dt.printedAt', { time: printedAt }, locale)}
        </p>
        <table className="fd-dt-table fd-dt-print__table">
          <caption>{title}</caption>
          <thead>
            <tr>
              {model.printColumns.map((column) => (
                <th key={column.field} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                {model.printColumns.map((column) => (
                  <td key={column.field}>{cellText(row[column.field])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ViewBoundary>
    </Modal>
  );
}
