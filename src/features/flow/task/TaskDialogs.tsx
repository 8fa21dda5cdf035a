// The task actions that ask something first: where to reject to, whom to hand the task over to (or circulate
// it among), why the process ends, whether to reject to the initiator, and how long to extend the due time. Each dialog checks its own input and
// hands the answer to the page. The lists' dialog frame names its buttons by their text (Semi's own OK button
// is labelled "confirm" in every language).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Radio, RadioGroup, Tag, TextArea } from '@douyinfe/semi-ui-19';
import type { SelectedItem } from '../../../../renderers';
import useSWR from 'swr';
import { getExtendedDue, type CompleteBody, type RejectInfo } from '../../../api/flow';
import { unwrap } from '../../../api/http';
import { useAppFormContext } from '../../../engine/formContext';
import { ActionDialog } from '../lists/ActionDialog';

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} role="alert" className="fd-flow-error">
      {text}
    </p>
  ) : null;
}

export type RejectChoice = Required<Pick<CompleteBody, 'destination' | 'backHandMode'>> & { toStart: boolean };

/** The reject dialog's value for "to the initiator" (no node id has it: ids are XML names). */
const TO_START = ' start';

/**
 * Reject: back to the previous node (''), to the initiator, or to any earlier node the server allows
 * (rejectToAnyNode), then how the flow comes back: along its way again, or (direct) straight to this node.
 */
export function RejectDialog({ info, onConfirm, onCancel }: { info: RejectInfo; onConfirm: (choice: RejectChoice) => void; onCancel: () => void }) {
  const { t } = useTranslation('flow');
  const targetLabel = useId();
  const modeLabel = useId();
  const [target, setTarget] = useState(info.canRejectPreAct || !info.canRejectToStart ? '' : TO_START);
  const [backHandMode, setBackHandMode] = useState<RejectChoice['backHandMode']>('normal');
  const confirm = () => onConfirm({ destination: target === TO_START ? '' : target, toStart: target === TO_START, backHandMode });
  return (
    <ActionDialog title={t('taskDialogs.rejectTitle')} submitLabel={t('taskDialogs.ok')} onSubmit={confirm} onCancel={onCancel}>
      {/* Semi's RadioGroup has no radiogroup role of its own. */}
      <div role="radiogroup" aria-labelledby={targetLabel}>
        <p id={targetLabel}>{t('taskDialogs.rejectTarget')}</p>
        {/* each group its own name: Semi names every group "default", making the two one native group */}
        <RadioGroup name={targetLabel} direction="vertical" value={target} onChange={(event) => setTarget(String(event.target.value))}>
          {info.canRejectPreAct ? <Radio value="">{t('taskDialogs.rejectPrevious')}</Radio> : null}
          {info.canRejectToStart ? <Radio value={TO_START}>{t('taskDialogs.rejectToStart')}</Radio> : null}
          {info.canRejectToAnyNode
            ? info.allowNormalNode.map((node) => (
                <Radio key={node.nodeId} value={node.nodeId}>
                  {node.name}
                </Radio>
              ))
            : null}
        </RadioGroup>
      </div>
      <div role="radiogroup" aria-labelledby={modeLabel}>
        <p id={modeLabel}>{t('taskDialogs.backHandMode')}</p>
        <RadioGroup name={modeLabel} value={backHandMode} onChange={(event) => setBackHandMode(event.target.value === 'direct' ? 'direct' : 'normal')}>
          <Radio value="normal">{t('taskDialogs.backNormal')}</Radio>
          <Radio value="direct">{t('taskDialogs.backDirect')}</Radio>
        </RadioGroup>
      </div>
    </ActionDialog>
  );
}

/** Hand over or inquire (one person), pass on or communicate (several): people chosen with the portal's user selector. */
export function UserPickDialog({
  title,
  hint,
  multiple,
  onConfirm,
  onCancel,
}: {
  title: string;
  /** what else the choice sends (the opinion as the question) */
  hint?: string;
  multiple: boolean;
  onConfirm: (users: SelectedItem[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('flow');
  const { selectors } = useAppFormContext();
  const errorId = useId();
  const [users, setUsers] = useState<SelectedItem[]>([]);
  const [missing, setMissing] = useState(false);
  const [picking, setPicking] = useState(false);
  const pick = async () => {
    setPicking(true);
    const chosen = await selectors?.open('user', { multiple, selected: users });
    setPicking(false);
    if (chosen) {
      setUsers(chosen);
      setMissing(chosen.length === 0);
    }
  };
  const confirm = () => {
    if (users.length > 0) onConfirm(users);
    else setMissing(true);
  };
  return (
    <ActionDialog title={title} hidden={picking} submitLabel={t('taskDialogs.ok')} onSubmit={confirm} onCancel={onCancel}>
      {hint ? <p className="fd-flow-hint">{hint}</p> : null}
      <p>{t('taskDialogs.users')}</p>
      <div className="fd-flow-opinion__phrases" aria-live="polite">
        {users.length > 0 ? users.map((user) => <Tag key={user.id}>{user.name}</Tag>) : <span>{t('taskDialogs.noUsers')}</span>}
        <Button onClick={() => void pick()} aria-describedby={missing ? errorId : undefined}>
          {t('taskDialogs.pickUsers')}
        </Button>
      </div>
      <FieldError id={errorId} text={missing ? t('taskDialogs.usersRequired') : undefined} />
    </ActionDialog>
  );
}

/** A required reason: its label, a 500-character text area and, once it was found missing, the message. */
function ReasonField({ label, value, onChange, missing, missingText }: { label: string; value: string; onChange: (value: string) => void; missing: boolean; missingText: string }) {
  const fieldId = useId();
  const errorId = useId();
  return (
    <>
      <label htmlFor={fieldId}>{label}</label>
      <TextArea
        id={fieldId}
        value={value}
        maxCount={500}
        maxLength={500}
        aria-required
        aria-invalid={missing || undefined}
        aria-describedby={missing ? errorId : undefined}
        onChange={onChange}
      />
      <FieldError id={errorId} text={missing ? missingText : undefined} />
    </>
  );
}

/** The state of a required reason: its text, whether it was found missing, and the check before confirming. */
function useRequiredReason() {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const change = (value: string) => {
    setReason(value);
    if (value.trim()) setMissing(false);
  };
  /** The trimmed reason, or undefined (and the message shown) when there is none. */
  const take = (): string | undefined => {
    if (reason.trim()) return reason.trim();
    setMissing(true);
    return undefined;
  };
  return { reason, missing, change, take };
}

/** Terminate: the reason is required. */
export function EndProcessDialog({ onConfirm, onCancel }: { onConfirm: (reason: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('flow');
  const { reason, missing, change, take } = useRequiredReason();
  const confirm = () => {
    const text = take();
    if (text) onConfirm(text);
  };
  return (
    <ActionDialog title={t('taskDialogs.endTitle')} submitLabel={t('taskDialogs.ok')} onSubmit={confirm} onCancel={onCancel}>
      <ReasonField label={t('taskDialogs.endReason')} value={reason} onChange={change} missing={missing} missingText={t('taskDialogs.endReasonRequired')} />
    </ActionDialog>
  );
}

/** Reject to the initiator: a confirmation. */
export function BackToStartDialog({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation('flow');
  return (
    <ActionDialog title={t('taskDialogs.backToStartTitle')} submitLabel={t('taskDialogs.ok')} onSubmit={onConfirm} onCancel={onCancel}>
      <p>{t('taskDialogs.backToStartConfirm')}</p>
    </ActionDialog>
  );
}

/** taskDelay: the extensions offered, in hours. */
export const DELAY_HOURS = [4, 8, 24, 48, 72] as const;

/** Extend the due time: how long (the new due time shown before sending) and why (required). */
export function DelayDialog({ taskId, onConfirm, onCancel }: { taskId: string; onConfirm: (choice: { addHours: number; reason: string }) => void; onCancel: () => void }) {
  const { t } = useTranslation('flow');
  const labelId = useId();
  const [addHours, setAddHours] = useState<number>(DELAY_HOURS[2]);
  const { reason, missing, change, take } = useRequiredReason();
  const { data: due } = useSWR(['flow:extendedDue', taskId, addHours] as const, ([, id, hours]) => unwrap(getExtendedDue(id, hours, { quiet: true })));
  const confirm = () => {
    const text = take();
    if (text) onConfirm({ addHours, reason: text });
  };
  return (
    <ActionDialog title={t('taskDialogs.delayTitle')} submitLabel={t('taskDialogs.ok')} onSubmit={confirm} onCancel={onCancel}>
      {/* Semi's RadioGroup has no radiogroup role of its own. */}
      <div role="radiogroup" aria-labelledby={labelId} className="fd-flow-delay">
        <p id={labelId}>{t('taskDialogs.delayBy')}</p>
        <RadioGroup type="button" value={addHours} onChange={(event) => setAddHours(Number(event.target.value))}>
          {DELAY_HOURS.map((hours) => (
            <Radio key={hours} value={hours}>
              {t('taskDialogs.hoursOf', { count: hours })}
            </Radio>
          ))}
        </RadioGroup>
      </div>
      <p aria-live="polite">{due?.value ? t('taskDialogs.newDue', { due: due.value }) : '\u00a0'}</p>
      <ReasonField label={t('taskDialogs.delayReason')} value={reason} onChange={change} missing={missing} missingText={t('taskDialogs.delayReasonRequired')} />
    </ActionDialog>
  );
}
