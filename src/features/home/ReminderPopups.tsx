// Reminder pop-ups on home (03-portal §4): one every 500 ms, persistent, bottom right. Opening one goes to its
// form; closing one deletes it when its count is 1. They go (without deleting) when the user leaves home.
// The pop-up's own buttons (Semi's close icon has no accessible name) are "open the form" and "close". Only a few
// are on screen at once (reminderQueue.ts): the others come as those are handled.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Notification } from '@douyinfe/semi-ui-19';
import { deleteReminder, getReminders, type Reminder } from '../../api/portal';
import { navigateTo } from '../../app/navigation';
import { deletesOnClose, reminderFormPath, REMINDER_SPACING_MS } from './reminderLinks';
import { createReminderQueue, visibleReminderLimit } from './reminderQueue';

export function ReminderPopups() {
  const { t } = useTranslation('home');
  useEffect(() => {
    let cancelled = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const shown = new Set<string>();
    const hide = (id: string) => {
      shown.delete(id);
      Notification.close(id);
    };
    const handled = (id: string) => {
      hide(id);
      queue.done();
    };
    const show = ({ reminder, position, total }: { reminder: Reminder; position: number; total: number }) => {
      const id = `fd-reminder-${reminder.id}`;
      shown.add(id);
      const open = () => {
        hide(id);
        navigateTo(reminderFormPath(reminder));
      };
      const close = () => {
        handled(id);
        if (deletesOnClose(reminder)) void deleteReminder(reminder.id, { quiet: true });
      };
      Notification.info({
        id,
        title: reminder.subject,
        content: (
          <div className="fd-reminder">
            {reminder.content && <p>{reminder.content}</p>}
            {total > 1 && <p className="fd-reminder-position">{t('reminderPosition', { position, total })}</p>}
            <div className="fd-reminder-actions">
              <button type="button" className="fd-link-button" onClick={open}>
                {t('openReminder')}
              </button>
              <button type="button" className="fd-link-button" aria-label={t('closeReminderNamed', { subject: reminder.subject })} onClick={close}>
                {t('closeReminder')}
              </button>
            </div>
          </div>
        ),
        duration: 0,
        showClose: false,
        position: 'bottomRight',
      });
    };
    const queue = createReminderQueue(visibleReminderLimit(window.innerWidth), show);
    void getReminders({ quiet: true, batch: true }).then((answer) => {
      if (cancelled || !answer.ok || !Array.isArray(answer.data)) return;
      const total = answer.data.length;
      answer.data.forEach((reminder, index) => timers.push(setTimeout(() => queue.add({ reminder, position: index + 1, total }), index * REMINDER_SPACING_MS)));
    });
    return () => {
      cancelled = true;
      timers.forEach(clearTimeout);
      [...shown].forEach(hide);
    };
  }, [t]);
  return null;
}
