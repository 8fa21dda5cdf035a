// Feedback shared by the data-template views: toast duration and the removal confirmation.
import { Modal } from '@douyinfe/semi-ui-19';

/** Success toasts stay this long (spec §9: 1500 ms), in Semi's seconds. */
export const TOAST_SECONDS = 1.5;

/** Asks before removing records or drafts; `remove` runs on confirmation (it reports its own outcome). */
export function confirmRemoval(texts: { title: string; content: string; confirm: string; cancel: string }, remove: () => Promise<void>): void {
  Modal.confirm({
    title: texts.title,
    content: texts.content,
    okText: texts.confirm,
    cancelText: texts.cancel,
    // Semi names these buttons "confirm"/"cancel" in English whatever they show: name them as shown.
    okButtonProps: { type: 'danger', 'aria-label': texts.confirm },
    cancelButtonProps: { 'aria-label': texts.cancel },
    onOk: remove,
  });
}
