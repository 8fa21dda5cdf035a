// Small pieces the cost-baseline pages share: money, status and level texts, the router link of the lists, a
// labelled field, the confirmation dialog, the SWR keys and their refresh after a change.
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Tag, Toast } from '@douyinfe/semi-ui-19';
import { useSWRConfig } from 'swr';
import type { AccessLevel, VersionStatus } from '../../api/costBaseline';
import type { ApiResult } from '../../api/http';
import type { CommonResult } from '../../api/types';
import { formatAmount, type AmountFormat, type ListLink } from '../../../renderers';
import { ActionDialog } from '../flow/lists/ActionDialog';

/** First part of every SWR key of these pages, so that a change can refresh them all. */
export const COST_KEY = 'costBaseline:';

/**
 * After a change: the server's success message as a toast and fresh data on every cost page; answers false when
 * the call failed (the caller shows its message).
 */
export function useAfterChange(): (answer: ApiResult<CommonResult<string>>) => boolean {
  const { mutate } = useSWRConfig();
  return (answer) => {
    if (!answer.ok) return false;
    if (answer.data?.message) Toast.success({ content: answer.data.message, duration: 2 });
    void mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(COST_KEY));
    return true;
  };
}

/** Amounts of these pages: yuan with two decimals, in the lists' one number format (formatAmount). */
export const MONEY: AmountFormat = { decimals: 2, prefix: '¥' };

/** An amount as text, for sentences and cells that are not a number column. */
export const money = (value: number): string => formatAmount(value, MONEY);

export const STATUS_COLORS: Record<VersionStatus, 'orange' | 'green' | 'grey'> = { draft: 'orange', active: 'green', archived: 'grey' };

export function StatusTag({ status }: { status: VersionStatus }) {
  const { t } = useTranslation('costBaseline');
  return <Tag color={STATUS_COLORS[status]}>{t(`status.${status}`)}</Tag>;
}

export function levelText(t: (key: string) => string, level: AccessLevel | ''): string {
  return t(level ? `level.${level}` : 'level.none');
}

/** The lists' links go through the router (its base path, no page reload). */
export const RouterLink: ListLink = ({ href, ...rest }) => <Link to={href} {...rest} />;

/**
 * A control with its visible label. A native-input control (Semi Input, InputNumber) is wrapped by the label
 * element, which names it; a control given as a function gets the label's id instead (Semi's Select is a
 * combobox div that a wrapping label does not name).
 */
export function Field({ label, children, inline = false }: { label: string; children: ReactNode | ((labelId: string) => ReactNode); inline?: boolean }) {
  const labelId = useId();
  const className = inline ? 'fd-cost__inline-field' : 'fd-cost__field';
  if (typeof children === 'function') {
    return (
      <div className={className}>
        <span id={labelId}>{label}</span>
        {children(labelId)}
      </div>
    );
  }
  return (
    <label className={className}>
      <span>{label}</span>
      {children}
    </label>
  );
}

export interface ConfirmDialogProps {
  title: string;
  text: string;
  submitLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ title, text, submitLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <ActionDialog title={title} submitLabel={submitLabel} busy={busy} onSubmit={onConfirm} onCancel={onCancel}>
      <p>{text}</p>
    </ActionDialog>
  );
}
