// Semi's Modal with a body that fails alone: a rendering error inside the dialog shows the part's notice
// and retry in the dialog, while its title, close button and the page behind keep working.
// `kept` (from the page's useKeptDialog, keptInput.ts) carries what is typed in the dialog across the language
// switch's reload: the body passes its values (and whether it holds a chosen file) on every render.
import { Modal } from '@douyinfe/semi-ui-19';
import { useEffect, type ComponentProps } from 'react';
import type { DialogKeeper } from './keptInput';
import { PartBoundary } from './PartBoundary';

export interface DialogKept {
  keeper: DialogKeeper;
  /** what is typed now, JSON-able; undefined when nothing of it may be stored (passwords) */
  values?: unknown;
  /** a chosen file (or the like) a reload would lose: the language switch asks first */
  unkeepable?: boolean;
}

export function Dialog({ children, kept, ...props }: ComponentProps<typeof Modal> & { kept?: DialogKept }) {
  useEffect(() => {
    kept?.keeper.report(kept.values, kept.unkeepable === true);
  });
  return (
    <Modal {...props}>
      <PartBoundary>{children}</PartBoundary>
    </Modal>
  );
}
