// One upload list of the opinion box (附件 files or 正文 zfiles): files chosen behind a labelled button (FileButton) are
// uploaded at once (POST …/fileUpload), each shown with its name and size while uploading, failed (with the
// reason, a retry and a remove) or uploaded (removable). The list is the page's state, so nothing is lost
// while uploads come back one by one.
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spin } from '@douyinfe/semi-ui-19';
import { IconDelete, IconRefresh } from '@douyinfe/semi-icons';
import { formatFileSize } from '../../../../renderers';
import { uploadFile } from '../../../api/file';
import { FileButton } from '../../../components/FileButton';
import { OPINION_FILE_LIMIT, type OpinionFileEntry } from './opinionExtras';

export interface OpinionAttachmentsProps {
  /** the list's visible name (附件 / 正文) */
  label: string;
  entries: readonly OpinionFileEntry[];
  /** applies a change to the newest list (uploads finish after other changes) */
  onUpdate: (update: (entries: OpinionFileEntry[]) => OpinionFileEntry[]) => void;
}

export function OpinionAttachments({ label, entries, onUpdate }: OpinionAttachmentsProps) {
  const { t } = useTranslation('flow');
  const labelId = useId();
  const messageId = `${labelId}-message`;
  const nextKey = useRef(0);
  const [message, setMessage] = useState('');

  const replace = (key: string, entry: OpinionFileEntry) => onUpdate((list) => list.map((item) => (item.key === key ? entry : item)));

  const upload = async (file: File, key: string) => {
    const result = await uploadFile(file, file.name, { allowDuplicate: true, quiet: true });
    const fileId = result.ok ? result.data?.fileId : undefined;
    if (fileId) replace(key, { key, state: 'uploaded', id: fileId, name: result.data?.fileName || file.name, size: result.data?.size ?? file.size });
    else replace(key, { key, state: 'failed', name: file.name, size: file.size, file, error: result.message || t('opinionFiles.failedUnknown') });
  };

  const choose = (chosen: File[]) => {
    if (entries.length + chosen.length > OPINION_FILE_LIMIT) {
      setMessage(t('opinionFiles.limit', { limit: OPINION_FILE_LIMIT }));
      return;
    }
    setMessage('');
    const started = chosen.map((file) => ({ file, key: `${labelId}-${nextKey.current++}` }));
    onUpdate((list) => [...list, ...started.map(({ file, key }) => ({ key, state: 'uploading' as const, name: file.name, size: file.size }))]);
    for (const { file, key } of started) void upload(file, key);
  };

  const retry = (entry: Extract<OpinionFileEntry, { state: 'failed' }>) => {
    replace(entry.key, { key: entry.key, state: 'uploading', name: entry.name, size: entry.size });
    void upload(entry.file, entry.key);
  };

  return (
    <div className="fd-opinion-files" role="group" aria-labelledby={labelId}>
      <div className="fd-opinion-files__head">
        <span id={labelId} className="fd-opinion-files__label">
          {label}
        </span>
        <FileButton size="small" multiple aria-describedby={message ? messageId : undefined} onFiles={choose}>
          {t('opinionFiles.add', { label })}
        </FileButton>
      </div>
      {message ? (
        <p id={messageId} role="alert" className="fd-flow-error">
          {message}
        </p>
      ) : null}
      {entries.length > 0 ? (
        <ul className="fd-opinion-files__list">
          {entries.map((entry) => (
            <li key={entry.key} aria-busy={entry.state === 'uploading' ? true : undefined}>
              <span className="fd-opinion-files__name">{entry.name}</span>
              <span className="fd-opinion-files__size">{formatFileSize(entry.size)}</span>
              {entry.state === 'uploading' ? (
                <span className="fd-opinion-files__state" role="status">
                  <Spin size="small" /> {t('opinionFiles.uploading')}
                </span>
              ) : null}
              {entry.state === 'failed' ? (
                <>
                  <span className="fd-flow-error" role="alert">
                    {t('opinionFiles.failed', { message: entry.error })}
                  </span>
                  <Button size="small" theme="borderless" icon={<IconRefresh />} aria-label={t('opinionFiles.retry', { name: entry.name })} onClick={() => retry(entry)} />
                </>
              ) : null}
              {entry.state !== 'uploading' ? (
                <Button
                  size="small"
                  theme="borderless"
                  icon={<IconDelete />}
                 
                  aria-label={t('opinionFiles.remove', { name: entry.name })}
                  onClick={() => onUpdate((list) => list.filter((item) => item.key !== entry.key))}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
