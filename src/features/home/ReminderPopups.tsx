// Reminder pop-ups on home (03-portal §4): one every 500 ms, persistent, bottom right. Opening one goes to its
// form; closing one deletes it when its count is 1. They go (without deleting) when the user leaves home.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Notification } from '@douyinfe/semi-ui-19';
import { deleteReminder, getReminders, type Reminder } from '../../api/portal';
import { navigateTo } from '../../app/navigation';
import { deletesOnClose, reminderFormPath, REMINDER_SPACING_MS } from './reminderLinks';

export function ReminderPopups() {
  const { t } = useTranslation('home');
  useEffect(() => {
    let cancelled = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const shown: string[] = [];
    // Closed by the page (leaving home, opening the form) rather than by the user's close button: no delete.
    const closedByPage = new Set<string>();
    const closeQuietly = (id: string) => {
      closedByPage.add(id);
      Notification.close(id);
    };
    const show = (reminder: Reminder) => {
      const id = `fd-reminder-${reminder.id}`;
      shown.push(id);
      const open = () => {
        closeQuietly(id);
        navigateTo(reminderFormPath(reminder));
      };
      Notification.info({
        id,
        title: reminder.subject,
        content: (
          <div className="fd-reminder">
            {reminder.content && <p>{reminder.content}</p>}
            <button type="button" className="fd-link-button" onClick={open}>
              {t('openReminder')}
            </button>
          </div>
        ),
        duration: 0,
        position: 'bottomRight',
        onClose: () => {
          if (!closedByPage.has(id) && deletesOnClose(reminder)) void deleteReminder(reminder.id, { quiet: true });
        },
      });
    };
    void getReminders({ quiet: true }).then((answer) => {
      if (cancelled || !answer.ok || !Array.isArray(answer.data)) return;
      answer.data.forEach((reminder, index) => timers.push(setTimeout(() => show(reminder), index * REMINDER_SPACING_MS)));
    });
    return () => {
      cancelled = true;
      timers.forEach(clearTimeout);
      // Leaving home: the pop-ups go without counting as closed by the user.
      shown.forEach(closeQuietly);
    };
  }, [t]);
  return null;
}
