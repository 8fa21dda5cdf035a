// Where a kind's renderer gets its data in the portal: typed calls of src/api, handed to the renderer as
// `view.source`. Replay hands recorded answers instead (src/features/replay/recordedSources.ts).
// Each entry: kind → a factory of that kind's source interface (declared in renderers/kinds/<kind>).
import { createAppDialogSource } from './selectors/dialogSource';
import { createAppChartSource } from '../api/customChart';
import { createAppQuerySource, createAppQueryViewSource } from '../api/customQuery';
import { createAppDataTemplateSource } from '../api/dataTemplate';

export const APP_SOURCES: Readonly<Record<string, () => unknown>> = {
  dataTemplate: createAppDataTemplateSource,
  customDialog: createAppDialogSource,
  customChart: createAppChartSource,
  customQuery: createAppQuerySource,
  queryView: createAppQueryViewSource,
};
