// Small pieces the cost-baseline pages share: money, status and level texts, the router link of the lists, a
// labelled field, the confirmation dialog, the SWR keys and their refresh after a change.
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Tag, Toast } from '@douyinfe/semi-ui-19';
import { useSWRConfig } from 'swr';
import type { AccessLevel, VersionStatus } from '../../api/costBaseline';
import type { ApiResult } from '../../api/http';
import type { CommonResult } from '../../api/types';
import type { ListLink } from '../../../renderers';
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

export function useMoney(): (value: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'CNY', maximumFractionDigits: 2 });
    return (value: number) => format.format(value);
  }, [i18n.language]);
}

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

/** A control with its visible label (the label element wraps it, so it names it). */
export function Field({ label, children, inline = false }: { label: string; children: ReactNode; inline?: boolean }) {
  return (
    <label className={inline ? 'fd-cost__inline-field' : 'fd-cost__field'}>
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
