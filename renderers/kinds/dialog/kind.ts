// The custom dialog kind for createEngine: schemas/customDialog.schema.json + dialogToModel, rendered by
// CustomDialogView. SchemaRenderer's `view` carries the page's props: `source` (a DialogSource), and
// optionally mode, initialSelection, onSelectionChange, params and height.
import { createElement } from 'react';
import customDialogSchema from '../../../schemas/customDialog.schema.json';
import validateCustomDialog from '../../core/validators/customDialog';
import type { KindModule } from '../../core/engine';
import { dialogToModel, type DialogModel } from './adapter';
import { CustomDialogView, isDialogSource, type CustomDialogViewProps } from './CustomDialogView';
import type { CustomDialogDefinition } from './definition';

export type DialogViewProps = Partial<Omit<CustomDialogViewProps, 'model' | 'locale' | 'source'>> & { source?: unknown };

export const customDialogKind: KindModule<CustomDialogDefinition, DialogModel> = {
  kind: 'customDialog',
  schema: customDialogSchema,
  validator: validateCustomDialog,
  adapt: (definition, { locale }) => dialogToModel(definition, { locale }),
  render(model, { locale, view }) {
    const { source, ...props } = (view ?? {}) as DialogViewProps;
    return createElement(CustomDialogView, { ...props, model, locale, source: isDialogSource(source) ? source : undefined });
  },
};
