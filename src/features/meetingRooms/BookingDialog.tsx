// The booking form of one room (in a dialog): subject, day, start and end on the 30-minute steps, attendees,
// remark. It checks what it can before sending (subject, time order, a start still to come, a clash with a
// booking it shows); the server's refusal is shown in the form, announced, and nothing typed is lost.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, TextArea, Toast } from '@douyinfe/semi-ui-19';
import { saveBooking, type MeetingRoom } from '../../api/meetingRooms';
import { ActionDialog } from '../flow/lists/ActionDialog';
import type { DialogKeeper } from '../../components/keptInput';
import { currentTime } from './clock';
import { DayPicker } from './DayPicker';
import { FormField, type FieldControl } from './FormField';
import { bookingProblems, SUBJECT_MAX, TIME_SLOTS, type BookingDraft, type BookingProblems } from './slots';
import { useOccupancy } from './useRoomData';
import { ChoiceSelect, fieldLabelId } from '../../components/ChoiceSelect';

/** A time on the 30-minute steps, named by its field's label. */
function TimeSelect({ control, value, onChange }: { control: FieldControl; value: string; onChange: (time: string) => void }) {
  return (
    <ChoiceSelect
      {...control}
      labelledBy={fieldLabelId(control.id)}
      className="fd-rooms__select"
      value={value}
      options={TIME_SLOTS.map((slot) => ({ value: slot, label: slot }))}
      onChange={onChange}
    />
  );
}

export interface BookingDialogProps {
  room: MeetingRoom;
  day: string;
  onClose: () => void;
  /** after the server took the booking */
  onBooked: () => void;
  /** the page's keeper of the open dialog (useKeptDialog): the draft survives the language switch's reload */
  keeper?: DialogKeeper;
  /** the draft typed before that reload */
  restored?: unknown;
}

export function BookingDialog({ room, day, onClose, onBooked, keeper, restored }: BookingDialogProps) {
  const { t } = useTranslation('meetingRooms');
  const [draft, setDraft] = useState<BookingDraft>(() => ({
    ...{ subject: '', day, startTime: '09:00', endTime: '10:00', attendees: '', remark: '' },
    ...(typeof restored === 'object' ? (restored as Partial<BookingDraft>) : {}),
  }));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const timeErrorId = useId();
  const occupancy = useOccupancy(draft.day);
  const problems: BookingProblems = tried ? bookingProblems(draft, room.id, occupancy.data ?? [], currentTime()) : {};
  const change = (part: Partial<BookingDraft>) => setDraft((current) => ({ ...current, ...part }));

  const timeError = (() => {
    const problem = problems.time;
    if (!problem) return undefined;
    if (problem.key === 'clash') return t('form.clash', { start: problem.clash.startTime, end: problem.clash.endTime, subject: problem.clash.subject });
    return t(`form.${problem.key}`);
  })();
  const subjectError = problems.subject ? t(`form.${problems.subject.key}`, { max: SUBJECT_MAX }) : undefined;

  const submit = async () => {
    setTried(true);
    const found = bookingProblems(draft, room.id, occupancy.data ?? [], currentTime());
    if (found.subject || found.time) return;
    setBusy(true);
    setRefusal(undefined);
    const answer = await saveBooking(
      { roomId: room.id, subject: draft.subject.trim(), day: draft.day, startTime: draft.startTime, endTime: draft.endTime, attendees: draft.attendees.trim(), remark: draft.remark.trim() },
      { quiet: true },
    );
    setBusy(false);
    if (!answer.ok) {
      setRefusal(answer.message ?? t('form.failed'));
      // A refusal for a clash means the shown occupancy was stale.
      void occupancy.mutate();
      return;
    }
    Toast.success({ content: answer.data?.message || t('form.submitted'), duration: 2 });
    onBooked();
  };

  return (
    <ActionDialog title={t('form.title', { room: room.name })} submitLabel={t('form.submit')} busy={busy} onSubmit={() => void submit()} onCancel={onClose} kept={keeper && { keeper, values: draft }}>
      {refusal ? (
        <div role="alert" className="fd-rooms__refusal">
          {refusal}
        </div>
      ) : null}
      <FormField label={t('form.subject')} required error={subjectError}>
        {(control) => (
          <Input
            id={control.id}
            aria-invalid={control['aria-invalid']}
            aria-describedby={control['aria-describedby']}
            aria-required={control['aria-required']}
            value={draft.subject}
            maxLength={SUBJECT_MAX}
            onChange={(subject) => change({ subject })}
          />
        )}
      </FormField>
      <FormField label={t('form.day')} required>
        {(control) => <DayPicker id={control.id} value={draft.day} onChange={(next) => change({ day: next })} />}
      </FormField>
      <div className="fd-rooms__times">
        <FormField label={t('form.startTime')} required describedBy={timeError ? timeErrorId : undefined}>
          {(control) => <TimeSelect control={control} value={draft.startTime} onChange={(startTime) => change({ startTime })} />}
        </FormField>
        <FormField label={t('form.endTime')} required describedBy={timeError ? timeErrorId : undefined}>
          {(control) => <TimeSelect control={control} value={draft.endTime} onChange={(endTime) => change({ endTime })} />}
        </FormField>
      </div>
      {timeError ? (
        <p id={timeErrorId} role="alert" className="fd-rooms__error">
          {timeError}
        </p>
      ) : null}
      <FormField label={t('form.attendees')}>
        {(control) => <Input id={control.id} value={draft.attendees} maxLength={500} onChange={(attendees) => change({ attendees })} />}
      </FormField>
      <FormField label={t('form.remark')}>
        {(control) => <TextArea id={control.id} value={draft.remark} maxLength={1000} rows={3} onChange={(remark) => change({ remark })} />}
      </FormField>
    </ActionDialog>
  );
}
