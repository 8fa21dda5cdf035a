// The query view kind for createEngine: schemas/queryView.schema.json, the pure adapter, and its list view.
// SchemaRenderer's `view` carries QueryViewViewProps: { source, height? }.
import { createElement } from 'react';
import queryViewSchema from '../../../schemas/queryView.schema.json';
import validateQueryView from '../../core/validators/queryView';
import type { KindModule } from '../../core/engine';
import { adaptQueryView, type QueryViewModel } from './queryViewAdapter';
import type { QueryViewDefinition } from './queryViewDefinition';
import { QueryViewRenderer, type QueryViewViewProps } from './QueryViewRenderer';

export const queryViewKind: KindModule<QueryViewDefinition, QueryViewModel> = {
  kind: 'queryView',
  schema: queryViewSchema,
  validator: validateQueryView,
  adapt: (definition, { locale }) => adaptQueryView(definition, locale),
  render: (model, props) => createElement(QueryViewRenderer, { ...(props.view as QueryViewViewProps | undefined), model, locale: props.locale }),
};
