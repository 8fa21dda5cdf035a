// A titled list of attachments, each downloaded with the user's token (GET …/system/file/v1/downloadFile).
import { useId } from 'react';
import { Button } from '@douyinfe/semi-ui-19';
import { IconPaperclip } from '@douyinfe/semi-icons';
import { downloadFile } from '../api/file';
import type { AttachmentFile } from './attachments';
import './AttachmentList.css';

export function AttachmentList({ title, files }: { title: string; files: readonly AttachmentFile[] }) {
  const titleId = useId();
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
          </li>
        ))}
      </ul>
    </section>
  );
}
