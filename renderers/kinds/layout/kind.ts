// The home layout kind for createEngine: schemas/layout.schema.json and the pure adapter. The home page draws
// the model itself (rows of columns), so the library's kind has no renderer; the app's engine adds one for the
// studio and replay (src/engine/layoutKind.tsx).
import layoutSchema from '../../../schemas/layout.schema.json';
import validateLayout from '../../core/validators/layout';
import type { KindModule } from '../../core/engine';
import { adaptLayout, type LayoutModel } from './adapter';
import type { LayoutDefinition } from './definition';

export const layoutKind: KindModule<LayoutDefinition, LayoutModel> = {
  kind: 'layout',
  schema: layoutSchema,
  validator: validateLayout,
  adapt: (definition) => adaptLayout(definition),
};
