// Where a reminder opens (contract notes §2.13): the form of its data template record, outside a flow.
import type { Reminder } from '../../api/portal';

/** §9: reminder pop-ups appear one every 500 ms. */
export const REMINDER_SPACING_MS = 500;

export function reminderFormPath(reminder: Pick<Reminder, 'opemType' | 'opemId'>): string {
  return `/statement/template/form/${encodeURIComponent(reminder.opemType)}/get/true?${new URLSearchParams({ id: reminder.opemId, startFlow: 'false' }).toString()}`;
}

/** Closing a reminder deletes it only when it is its last showing (count 1). */
export function deletesOnClose(reminder: Pick<Reminder, 'count'>): boolean {
  return Number(reminder.count) === 1;
}
