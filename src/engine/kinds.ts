// The definition kinds the portal renders. Adding a kind: its folder under renderers/kinds and one line here
// (plus, for kinds that load data, its source in ./sources.ts and its recorded source for replay).
import { formKind, type AnyKindModule } from '../../renderers';
import { dataTemplateKind } from '../../renderers';
import { customDialogKind } from '../../renderers';
import { customChartKind } from '../../renderers';
import { customQueryKind, queryViewKind } from '../../renderers';
import { columnKind } from './columnKind';
import { layoutKind } from './layoutKind';
import { formHtmlKind } from '../../renderers';

export const APP_KINDS: readonly AnyKindModule[] = [
  dataTemplateKind,
  formKind,
  customDialogKind,
  customChartKind,
  customQueryKind,
  queryViewKind,
  columnKind,
  layoutKind,
  formHtmlKind,
];
