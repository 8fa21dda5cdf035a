// The 'AI 合同审查' action of a process form: opens the review dialog on the attachments the form's data holds
// at that moment. On close the focus goes back to the button.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@douyinfe/semi-ui-19';
import type { AttachmentFile } from '../../../components/attachments';
import { attachmentsOf } from './attachments';
import { ContractReviewDialog } from './ContractReviewDialog';

/** `data`: the form's data, or a function giving it when pressed (a form being edited). */
export function ContractReviewButton({ data }: { data: unknown }) {
  const { t } = useTranslation('contractReview');
  const [open, setOpen] = useState<{ attachments: AttachmentFile[]; opener: Element | null }>();
  const close = () => {
    const opener = open?.opener;
    setOpen(undefined);
    // After the dialog has gone, so that its focus trap does not take the focus back.
    if (opener instanceof HTMLElement) setTimeout(() => opener.focus());
  };
  return (
    <>
      <Button onClick={() => setOpen({ attachments: attachmentsOf(typeof data === 'function' ? (data as () => unknown)() : data), opener: document.activeElement })}>{t('button')}</Button>
      {open ? <ContractReviewDialog attachments={open.attachments} onClose={close} /> : null}
    </>
  );
}
