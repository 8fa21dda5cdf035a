// The home column kind for createEngine: schemas/column.schema.json and the pure adapter. No renderer yet:
// the home page draws columns from the model.
import columnSchema from '../../../schemas/column.schema.json';
import validateColumn from '../../core/validators/column';
import type { KindModule } from '../../core/engine';
import { adaptColumn, type ColumnModel } from './adapter';
import type { ColumnDefinition } from './definition';

export const columnKind: KindModule<ColumnDefinition, ColumnModel> = {
  kind: 'column',
  schema: columnSchema,
  validator: validateColumn,
  adapt: (definition, { locale }) => adaptColumn(definition, locale),
};
