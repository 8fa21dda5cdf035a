// Semi's Modal with a body that fails alone: a rendering error inside the dialog shows the part's notice
// and retry in the dialog, while its title, close button and the page behind keep working.
import { Modal } from '@douyinfe/semi-ui-19';
import type { ComponentProps } from 'react';
import { PartBoundary } from './PartBoundary';

export function Dialog({ children, ...props }: ComponentProps<typeof Modal>) {
  return (
    <Modal {...props}>
      <PartBoundary>{children}</PartBoundary>
    </Modal>
  );
}
