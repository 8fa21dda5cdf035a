// Disabling or enabling a record of an administration list: the pair of row actions, confirmed first, then one call whose message is the
// success toast (or whose refusal is the error toast), and the list is searched again.
import { Modal, Toast } from '@douyinfe/semi-ui-19';
import type { ListRow, ListRowAction } from '../../../renderers';
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

interface StatusActionTexts {
  disable: string;
  enable: string;
  /** the accessible names of a row's buttons, e.g. "禁用 张三" */
  disableOf(row: ListRow): string;
  enableOf(row: ListRow): string;
}

/** The row actions 禁用 (for active rows that may be disabled) and 启用 (for the others), both to `onClick`. */
export function statusActions(texts: StatusActionTexts, isActive: (row: ListRow) => boolean, onClick: (row: ListRow) => void, mayDisable: (row: ListRow) => boolean = () => true): ListRowAction[] {
  return [
    { key: 'disable', label: texts.disable, ariaLabel: texts.disableOf, visible: (row) => isActive(row) && mayDisable(row), onClick },
    { key: 'enable', label: texts.enable, ariaLabel: texts.enableOf, visible: (row) => !isActive(row), onClick },
  ];
}
