// The custom query kind for createEngine: schemas/customQuery.schema.json, the pure adapter, and the list view.
// SchemaRenderer's `view` carries QueryViewProps: { source, params?, height? }.
import { createElement } from 'react';
import customQuerySchema from '../../../schemas/customQuery.schema.json';
import validateCustomQuery from '../../core/validators/customQuery';
import type { KindModule } from '../../core/engine';
import { adaptCustomQuery, type CustomQueryModel } from './adapter';
import type { CustomQueryDefinition } from './definition';
import { QueryListView, type QueryViewProps } from './QueryListView';

export const customQueryKind: KindModule<CustomQueryDefinition, CustomQueryModel> = {
  kind: 'customQuery',
  schema: customQuerySchema,
  validator: validateCustomQuery,
  adapt: (definition, { locale }) => adaptCustomQuery(definition, locale),
  render: (model, props) => createElement(QueryListView, { ...(props.view as QueryViewProps | undefined), model, locale: props.locale }),
};
