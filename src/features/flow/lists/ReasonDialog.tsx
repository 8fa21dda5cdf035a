// A list action that needs a text first (revoke's reason, an urge's message): asks for it, sends it, and toasts
// the server's message (§7.10); a failure has already been shown by the request layer.
import { useState } from 'react';
import { TextArea, Toast } from '@douyinfe/semi-ui-19';
import type { ApiResult } from '../../../api/http';
import type { CommonResult } from '../../../api/types';
import { ActionDialog } from './ActionDialog';

/** §9: toasts last 1500 ms. */
const TOAST_SECONDS = 1.5;

/** The texts of one action, in the user's language. */
export interface ReasonTexts {
  title: string;
  label: string;
  required: string;
  ok: string;
  done: string;
}

export interface ReasonDialogProps {
  texts: ReasonTexts;
  initialText?: string;
  send: (text: string) => Promise<ApiResult<CommonResult<unknown>>>;
  onDone: () => void;
  onCancel: () => void;
}

export function ReasonDialog({ texts, initialText = '', send, onDone, onCancel }: ReasonDialogProps) {
  const [text, setText] = useState(initialText);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const value = text.trim();
    if (!value) {
      setMissing(true);
      return;
    }
    setBusy(true);
    const answer = await send(value);
    setBusy(false);
    if (!answer.ok) return;
    Toast.success({ content: answer.data?.message || texts.done, duration: TOAST_SECONDS });
    onDone();
  };
  return (
    <ActionDialog title={texts.title} submitLabel={texts.ok} busy={busy} onSubmit={() => void submit()} onCancel={onCancel}>
      <TextArea
        value={text}
        onChange={(value) => {
          setText(value);
          setMissing(false);
        }}
        aria-label={texts.label}
        placeholder={texts.label}
        maxCount={500}
        maxLength={500}
      />
      {missing ? (
        <p role="alert" className="fd-flow-list__error">
          {texts.required}
        </p>
      ) : null}
    </ActionDialog>
  );
}
