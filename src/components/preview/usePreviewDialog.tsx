// Lets any page open the preview dialog: `openPreview(file)` shows it, `dialog` is rendered where the page likes.
// On close the focus goes back to the control that opened it.
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import type { PreviewFile } from './PreviewContent';

const PreviewDialog = lazy(() => import('./PreviewDialog'));

export interface PreviewDialogHandle {
  openPreview: (file: PreviewFile) => void;
  dialog: ReactNode;
}

export function usePreviewDialog(): PreviewDialogHandle {
  const [open, setOpen] = useState<{ file: PreviewFile; opener: Element | null }>();
  const openPreview = useCallback((file: PreviewFile) => setOpen({ file, opener: document.activeElement }), []);
  const opener = open?.opener;
  const close = useCallback(() => {
    setOpen(undefined);
    // After the dialog has gone, so that its focus trap does not take the focus back.
    if (opener instanceof HTMLElement) setTimeout(() => opener.focus());
  }, [opener]);
  const dialog = open ? (
    <Suspense fallback={null}>
      <PreviewDialog file={open.file} onClose={close} />
    </Suspense>
  ) : null;
  return { openPreview, dialog };
}
