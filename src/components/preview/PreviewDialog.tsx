// The attachment preview dialog (spec 02-process §2.5): full screen, titled with the file name, closed by its
// button or Escape; its own chunk, loaded when a preview is first opened.
import { Dialog } from '../Dialog';
import { PreviewContent, type PreviewFile } from './PreviewContent';

export interface PreviewDialogProps {
  file: PreviewFile;
  onClose: () => void;
}

export default function PreviewDialog({ file, onClose }: PreviewDialogProps) {
  return (
    <Dialog visible fullScreen title={file.name} footer={null} closeOnEsc onCancel={onClose} className="fd-preview-dialog">
      <PreviewContent file={file} />
    </Dialog>
  );
}
