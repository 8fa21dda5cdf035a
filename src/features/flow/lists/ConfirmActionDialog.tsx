// An action asked once more before it is sent (retrieve, delete a draft, suspend, resume): the question, then the
// call; the server's message is toasted, a refusal has been shown by the request layer.
import { useState } from 'react';
import { Toast } from '@douyinfe/semi-ui-19';
import type { ApiResult } from '../../../api/http';
import type { CommonResult } from '../../../api/types';
import { ActionDialog } from './ActionDialog';
import { TOAST_SECONDS } from '../../../components/toast';

export interface ConfirmActionTexts {
  title: string;
  question: string;
  /** what it acts on (a subject), under the question */
  subject?: string;
  action: string;
  done: string;
}

export function ConfirmActionDialog({ texts, send, onDone, onCancel }: { texts: ConfirmActionTexts; send: () => Promise<ApiResult<CommonResult<unknown>>>; onDone: () => void; onCancel: () => void }) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const answer = await send();
    setBusy(false);
    if (!answer.ok) return;
    Toast.success({ content: answer.data?.message || texts.done, duration: TOAST_SECONDS });
    onDone();
  };
  return (
    <ActionDialog title={texts.title} submitLabel={texts.action} busy={busy} onSubmit={() => void confirm()} onCancel={onCancel}>
      <p>{texts.question}</p>
      {texts.subject ? <p>{texts.subject}</p> : null}
    </ActionDialog>
  );
}
