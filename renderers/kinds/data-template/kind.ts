// The data template kind for createEngine: schemas/dataTemplate.schema.json + dataTemplateToModel, rendered by
// DataTemplateView. SchemaRenderer's `view` carries the page's props: `source` (a DataTemplateSource) and
// optionally screen, onNavigate, preset, flow, formEngine, formContext and standalone.
import { createElement } from 'react';
import dataTemplateSchema from '../../../schemas/dataTemplate.schema.json';
import validateDataTemplate from '../../core/validators/dataTemplate';
import type { KindModule } from '../../core/engine';
import { dataTemplateToModel, type DataTemplateModel } from './adapter';
import { DataTemplateView, type DataTemplateViewProps } from './DataTemplateView';
import type { DataTemplateDefinition } from './definition';
import { isDataTemplateSource } from './source';

export type DataTemplateKindView = Partial<Omit<DataTemplateViewProps, 'model' | 'locale' | 'source'>> & { source?: unknown };

export const dataTemplateKind: KindModule<DataTemplateDefinition, DataTemplateModel> = {
  kind: 'dataTemplate',
  schema: dataTemplateSchema,
  validator: validateDataTemplate,
  adapt: (definition, { locale }) => dataTemplateToModel(definition, { locale }),
  render(model, { locale, view }) {
    const { source, ...props } = (view ?? {}) as DataTemplateKindView;
    return createElement(DataTemplateView, { ...props, model, locale, source: isDataTemplateSource(source) ? source : undefined });
  },
};
