// A titled list of attachments, each downloaded with the user's token (GET …/system/file/v1/downloadFile) or
// previewed in the preview dialog.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@douyinfe/semi-ui-19';
import { IconEyeOpened, IconPaperclip } from '@douyinfe/semi-icons';
import { downloadFile } from '../api/file';
import type { AttachmentFile } from './attachments';
import { usePreviewDialog } from './preview/usePreviewDialog';
import './AttachmentList.css';

export function AttachmentList({ title, files }: { title: string; files: readonly AttachmentFile[] }) {
  const { t } = useTranslation('preview');
  const titleId = useId();
  const { openPreview, dialog } = usePreviewDialog();
  if (files.length === 0) return null;
  return (
    <section className="fd-attachments" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <ul>
        {files.map((file) => (
          <li key={file.id}>
            <Button theme="borderless" icon={<IconPaperclip />} onClick={() => void downloadFile(file.id)}>
              {file.name}
            </Button>
            <Button theme="borderless" size="small" icon={<IconEyeOpened />} aria-label={t('previewFile', { name: file.name })} onClick={() => openPreview(file)}>
              {t('preview')}
            </Button>
          </li>
        ))}
      </ul>
      {dialog}
    </section>
  );
}
