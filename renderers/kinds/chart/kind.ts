// The custom chart kind for createEngine: schemas/customChart.schema.json, the pure adapter and the renderer.
// The page hands the data source over as `view.source` (CustomChartSource) and may set `view.headingLevel`.
import { createElement } from 'react';
import customChartSchema from '../../../schemas/customChart.schema.json';
import validateCustomChart from '../../core/validators/customChart';
import type { KindModule } from '../../core/engine';
import { adaptChart, type CustomChartModel } from './adapter';
import { ChartRenderer } from './ChartRenderer';
import { checkChartReferences } from './checks';
import type { CustomChartDefinition } from './definition';
import { isCustomChartSource } from './source';

export interface ChartViewProps {
  source?: unknown;
  headingLevel?: 1 | 2 | 3;
}

export const customChartKind: KindModule<CustomChartDefinition, CustomChartModel> = {
  kind: 'customChart',
  schema: customChartSchema,
  validator: validateCustomChart,
  adapt: (definition, { locale }) => adaptChart(definition, locale),
  check: (definition, { locale }) => checkChartReferences(definition, locale),
  render: (model, { locale, view }) => {
    const { source, headingLevel } = (view ?? {}) as ChartViewProps;
    return createElement(ChartRenderer, { model, locale, source: isCustomChartSource(source) ? source : undefined, headingLevel });
  },
};
