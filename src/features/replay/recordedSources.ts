// Replay without a server: each data kind's source answers from the fixture's recorded answers
// (fixtures/<kind>/answers/<name>.json). Entry: kind → (answers) => that kind's source interface.
import { createRecordedDialogSource } from '../../../renderers';
import { createRecordedChartSource } from '../../../renderers';
import { createRecordedQuerySource, createRecordedQueryViewSource } from '../../../renderers';
import { createRecordedDataTemplateSource } from '../../../renderers';

export const RECORDED_SOURCES: Readonly<Record<string, (answers: unknown) => unknown>> = {
  dataTemplate: createRecordedDataTemplateSource,
  customDialog: createRecordedDialogSource,
  customChart: createRecordedChartSource,
  customQuery: createRecordedQuerySource,
  queryView: createRecordedQueryViewSource,
};
