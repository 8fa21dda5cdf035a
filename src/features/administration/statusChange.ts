// Disabling or enabling a record of an administration list: the pair of row actions, with the kind's texts under one
// prefix, confirmed first, then one call whose message is the success toast (or whose refusal is the error toast),
// and the list is searched again.
import { Modal, Toast } from '@douyinfe/semi-ui-19';
import type { TFunction } from 'i18next';
import type { ListRow, ListRowAction } from '../../../renderers';
import type { ApiResult } from '../../api/http';
import type { CommonResult } from '../../api/types';
import { TOAST_SECONDS } from '../../components/toast';

interface StatusToggle {
  /**
   * Where the kind's texts are: `<prefix>.disable`, `.enable`, `.disableOf`, `.enableOf` (a row's buttons),
   * `.disableConfirm`, `.enableConfirm` (the question) and, with `hint`, `.disableHint`; each takes {{name}}.
   */
  prefix: string;
  hint?: boolean;
  nameOf(row: ListRow): string;
  isActive(row: ListRow): boolean;
  /** rows the server refuses to disable (the platform tenant, the administrator role) offer no 禁用 */
  mayDisable?(row: ListRow): boolean;
  change(row: ListRow, enable: boolean): Promise<ApiResult<CommonResult<string>>>;
  onChanged(): void;
}

/** The row actions 禁用 (for active rows that may be disabled) and 启用 (for the others), each confirmed, then sent. */
export function statusToggleActions(t: TFunction<'administration'>, toggle: StatusToggle): ListRowAction[] {
  const { prefix } = toggle;
  const text = (key: string, name?: string) => t(`${prefix}.${key}`, { name });
  const confirmAndChange = (row: ListRow) => {
    const enable = !toggle.isActive(row);
    const name = toggle.nameOf(row);
    Modal.confirm({
      title: text(enable ? 'enableConfirm' : 'disableConfirm', name),
      content: !enable && toggle.hint ? text('disableHint') : undefined,
      okText: text(enable ? 'enable' : 'disable'),
      cancelText: t('cancel'),
      onOk: async () => {
        const answer = await toggle.change(row, enable);
        if (answer.ok) {
          Toast.success({ content: answer.data?.message ?? t('saved'), duration: TOAST_SECONDS });
          toggle.onChanged();
        } else {
          Toast.error({ content: answer.message ?? t('saveFailed') });
        }
      },
    });
  };
  const mayDisable = toggle.mayDisable ?? (() => true);
  return [
    { key: 'disable', label: text('disable'), ariaLabel: (row) => text('disableOf', toggle.nameOf(row)), visible: (row) => toggle.isActive(row) && mayDisable(row), onClick: confirmAndChange },
    { key: 'enable', label: text('enable'), ariaLabel: (row) => text('enableOf', toggle.nameOf(row)), visible: (row) => !toggle.isActive(row), onClick: confirmAndChange },
  ];
}
