// The portal's form selectors (rjsf-semi formContext.selectors): the modal and its dialogs load on the first
// open, so pages with forms do not carry them until a selector is used.
import type { SemiFormContext } from '../../../renderers';

export type AppSelectors = NonNullable<SemiFormContext['selectors']>;

export function createAppSelectors(): AppSelectors {
  return {
    open: (kind, options) => import('./openSelector').then(({ openSelectorModal }) => openSelectorModal(kind, options)),
  };
}
