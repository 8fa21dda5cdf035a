// Attachment widget (01-foundation §5): extensions from ui:options.accept, none configured → refused with
// 'please configure uploadable formats'; at most ui:options.limit files (default 9999); opening a file that is
// still uploading says 'please try again later'. Files go through formContext.uploadFile; over a string schema
// the value is hotent-ui's attachment JSON (valueShapes.ts), over an array schema an array of {fileId, fileName, size}.
//
// Semi's Upload renders two unlabelled file inputs and manages its own list, which fights a controlled value;
// this widget keeps one labelled hidden input behind a Semi Button and renders the list itself.
import { useRef, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { Button, Typography } from '@douyinfe/semi-ui-19';
import { IconDelete, IconUpload } from '@douyinfe/semi-icons';
import { formatFileSize } from '../../format/number';
import { formContextOf, translatorOf, type UploadedFile } from '../context';
import { controlAria, memoWidget } from './shared';
import { readAttachments, writeAttachments } from '../valueShapes';
import { DEFAULT_UPLOAD_LIMIT, extensionOf, parseAcceptList } from './uploadRules';

interface PendingFile {
  key: number;
  fileName: string;
  size: number;
}

function UploadControl(props: WidgetProps) {
  const { id, value, readonly, disabled, onChange, options, schema, registry } = props;
  const t = translatorOf(registry);
  const { uploadFile, openFile } = formContextOf(registry);
  const accept = parseAcceptList(options.accept);
  const limit = typeof options.limit === 'number' && options.limit > 0 ? options.limit : DEFAULT_UPLOAD_LIMIT;
  const files = readAttachments(value);
  const write = (list: UploadedFile[]) => onChange(schema.type === 'string' ? writeAttachments(list) : list.length > 0 ? list : undefined);
  const [pending, setPending] = useState<PendingFile[]>([]);
  const [message, setMessage] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // Uploads finish one by one; each appends to the newest list, not to the one of the render that started it.
  const latest = useRef(files);
  latest.current = files;
  const nextKey = useRef(0);
  const editable = !readonly && !disabled;

  function refusal(chosen: File[]): string {
    if (accept.length === 0) return t('upload.noAccept');
    if (chosen.some((file) => !accept.includes(extensionOf(file.name)))) return t('upload.formatNotAllowed', { accept: accept.join(', ') });
    if (latest.current.length + pending.length + chosen.length > limit) return t('upload.limit', { limit });
    if (!uploadFile) return t('upload.unavailable');
    return '';
  }

  function upload(file: File) {
    if (!uploadFile) return;
    const key = nextKey.current++;
    setPending((list) => [...list, { key, fileName: file.name, size: file.size }]);
    uploadFile(file)
      .then((stored) => {
        latest.current = [...latest.current, { fileId: stored.fileId, fileName: stored.fileName, size: stored.size }];
        write(latest.current);
      })
      .catch(() => setMessage(t('upload.failed', { name: file.name })))
      .finally(() => setPending((list) => list.filter((item) => item.key !== key)));
  }

  function handleChosen(chosen: File[]) {
    const reason = refusal(chosen);
    setMessage(reason);
    if (reason === '') chosen.forEach(upload);
  }

  function remove(fileId: string) {
    latest.current = latest.current.filter((file) => file.fileId !== fileId);
    write(latest.current);
  }

  const aria = controlAria(props);
  const messageId = `${id}__upload-message`;
  return (
    <div className="fd-rjsf-upload">
      {editable ? (
        <>
          <input
            ref={input}
            type="file"
            hidden
            multiple={limit > 1}
            accept={accept.map((extension) => `.${extension}`).join(',') || undefined}
            aria-hidden="true"
            tabIndex={-1}
            onChange={(event) => {
              handleChosen(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
            data-testid={`${id}__file-input`}
          />
          <Button
            id={id}
            icon={<IconUpload />}
            onClick={() => input.current?.click()}
            aria-invalid={aria['aria-invalid']}
            aria-describedby={[aria['aria-describedby'], message ? messageId : ''].filter(Boolean).join(' ') || undefined}
          >
            {t('upload.choose')}
          </Button>
        </>
      ) : null}
      <div id={messageId} role="alert" className="fd-rjsf-upload-message">
        {message}
      </div>
      {files.length + pending.length === 0 ? (
        readonly ? <Typography.Text type="tertiary">{t('upload.empty')}</Typography.Text> : null
      ) : (
        <ul className="fd-rjsf-upload-list">
          {files.map((file) => (
            <li key={file.fileId}>
              {openFile ? (
                <Button theme="borderless" size="small" aria-label={t('upload.download', { name: file.fileName })} onClick={() => openFile(file)}>
                  {file.fileName}
                </Button>
              ) : (
                <span>{file.fileName}</span>
              )}
              <Typography.Text type="tertiary"> {formatFileSize(file.size)}</Typography.Text>
              {editable ? (
                <Button
                  theme="borderless"
                  type="danger"
                  size="small"
                  icon={<IconDelete />}
                  aria-label={t('upload.remove', { name: file.fileName })}
                  onClick={() => remove(file.fileId)}
                />
              ) : null}
            </li>
          ))}
          {pending.map((file) => (
            <li key={`pending-${file.key}`} aria-busy="true">
              <Button
                theme="borderless"
                size="small"
                aria-label={t('upload.download', { name: file.fileName })}
                onClick={() => setMessage(t('upload.tryLater'))}
              >
                {file.fileName}
              </Button>
              <Typography.Text type="tertiary">
                {' '}
                {formatFileSize(file.size)} · {t('upload.uploading')}
              </Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const UploadWidget = memoWidget(UploadControl);
