// A list action that needs a text first (revoke's reason, an urge's message): asks for it, sends it, and toasts
// the server's message (§7.10); a failure has already been shown by the request layer.
import { useState, type ReactNode } from 'react';
import { TextArea, Toast } from '@douyinfe/semi-ui-19';
import type { ApiResult } from '../../../api/http';
import type { CommonResult } from '../../../api/types';
import { ActionDialog } from './ActionDialog';
import { TOAST_SECONDS } from '../../../components/toast';

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
  /** more choices, shown above the text */
  children?: ReactNode;
  /** what stops the send besides a missing text (a message), if anything */
  check?: () => string | undefined;
}

export function ReasonDialog({ texts, initialText = '', send, onDone, onCancel, children, check }: ReasonDialogProps) {
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const value = text.trim();
    const refusal = value ? check?.() : texts.required;
    setError(refusal);
    if (refusal) return;
    setBusy(true);
    const answer = await send(value);
    setBusy(false);
    if (!answer.ok) return;
    Toast.success({ content: answer.data?.message || texts.done, duration: TOAST_SECONDS });
    onDone();
  };
  return (
    <ActionDialog title={texts.title} submitLabel={texts.ok} busy={busy} onSubmit={() => void submit()} onCancel={onCancel}>
      {children}
      <TextArea
        value={text}
        onChange={(value) => {
          setText(value);
          setError(undefined);
        }}
        aria-label={texts.label}
        placeholder={texts.label}
        maxCount={500}
        maxLength={500}
      />
      {error ? (
        <p role="alert" className="fd-flow-list__error">
          {error}
        </p>
      ) : null}
    </ActionDialog>
  );
}
