// Disabling or enabling a record of an administration list: confirmed first, then one call whose message is the
// success toast (or whose refusal is the error toast), and the list is searched again.
import { Modal, Toast } from '@douyinfe/semi-ui-19';
import type { ApiResult } from '../../api/http';
import type { CommonResult } from '../../api/types';
import { TOAST_SECONDS } from '../../components/toast';

interface StatusChange {
  title: string;
  content?: string;
  okText: string;
  cancelText: string;
  /** the toast when the server's answer has no message, or refused without one */
  saved: string;
  failed: string;
  change(): Promise<ApiResult<CommonResult<string>>>;
  onChanged(): void;
}

export function confirmStatusChange({ title, content, okText, cancelText, saved, failed, change, onChanged }: StatusChange): void {
  Modal.confirm({
    title,
    content,
    okText,
    cancelText,
    onOk: async () => {
      const answer = await change();
      if (answer.ok) {
        Toast.success({ content: answer.data?.message ?? saved, duration: TOAST_SECONDS });
        onChanged();
      } else {
        Toast.error({ content: answer.message ?? failed });
      }
    },
  });
}
