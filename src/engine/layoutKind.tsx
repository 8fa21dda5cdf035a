// The layout kind with a renderer: the home page's own rows and columns (src/features/home/LayoutPreview.tsx), so
// a layout previewed in the studio or replayed is drawn exactly as the home page draws it. The home page itself
// prepares the layout with its own small engine and draws the rows directly. The preview is a chunk of its own,
// fetched when a layout is rendered.
import { lazy, Suspense } from 'react';
import { layoutKind as layoutAdapterKind, type KindModule, type LayoutDefinition, type LayoutModel } from '../../renderers';

const LayoutPreview = lazy(() => import('../features/home/LayoutPreview'));

export const layoutKind: KindModule<LayoutDefinition, LayoutModel> = {
  ...layoutAdapterKind,
  render: (model) => (
    <Suspense fallback={null}>
      <LayoutPreview model={model} />
    </Suspense>
  ),
};
