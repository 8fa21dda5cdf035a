// The reference: a bare Semi Table, virtualized with the same row height and body height, over the same rows
// and columns (text cells, fixed widths), with nothing around it.
import '@douyinfe/semi-ui-19/lib/es/_base/base.css';
import { Table } from '@douyinfe/semi-ui-19';
import { createRoot } from 'react-dom/client';
import { BODY_HEIGHT, ROW_HEIGHT } from './data';

interface Column {
  field: string;
  title: string;
  width: number;
}

export function mountBare(container: HTMLElement, columns: Column[], rows: Record<string, unknown>[]): void {
  const semiColumns = columns.map((column) => ({ title: column.title, dataIndex: column.field, width: column.width }));
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  createRoot(container).render(
    <Table size="small" columns={semiColumns} dataSource={rows} rowKey="id" pagination={false} scroll={{ y: BODY_HEIGHT, x: width }} virtualized={{ itemSize: ROW_HEIGHT }} />,
  );
}
