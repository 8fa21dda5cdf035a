// The icon of each definition kind in the replay list; a kind without its own (a newly registered one) gets the generic file icon.
import type { ReactNode } from 'react';
import { IconBarChartVStroked, IconColumnsStroked, IconComment, IconFile, IconGridView, IconListView, IconSearch, IconTemplate } from '@douyinfe/semi-icons';

const KIND_ICONS: Readonly<Record<string, () => ReactNode>> = {
  form: () => <IconFile />,
  customQuery: () => <IconSearch />,
  queryView: () => <IconListView />,
  customDialog: () => <IconComment />,
  customChart: () => <IconBarChartVStroked />,
  dataTemplate: () => <IconTemplate />,
  column: () => <IconColumnsStroked />,
  layout: () => <IconGridView />,
};

export function KindIcon({ kind }: { kind: string }) {
  return <span aria-hidden="true">{(KIND_ICONS[kind] ?? KIND_ICONS.form)()}</span>;
}
