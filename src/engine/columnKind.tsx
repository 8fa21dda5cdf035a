// The column kind with a renderer: the home page's own column body (src/features/home/ColumnView.tsx), so a
// column replayed or previewed outside the home page is drawn exactly as the home draws it. The body is a
// chunk of its own, fetched when a column is rendered.
import { lazy, Suspense } from 'react';
import { columnKind as columnAdapterKind, type ColumnModel, type KindModule } from '../../renderers';

const ColumnBody = lazy(() => import('../features/home/ColumnView').then((module) => ({ default: module.ColumnBody })));

export const columnKind: KindModule<Parameters<typeof columnAdapterKind.adapt>[0], ColumnModel> = {
  ...columnAdapterKind,
  render: (model) => (
    <Suspense fallback={null}>
      <ColumnBody model={model} />
    </Suspense>
  ),
};
