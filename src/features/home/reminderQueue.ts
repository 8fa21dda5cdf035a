// Reminder pop-ups wait their turn: at most `limit` are on screen at once (three beside a wide home, one on a
// narrow screen, where three cover the whole page); when one is opened or closed, the next waiting one comes.
/** Narrower than this, one pop-up at a time. */
export const NARROW_REMINDER_WIDTH = 768;

export const visibleReminderLimit = (viewportWidth: number) => (viewportWidth < NARROW_REMINDER_WIDTH ? 1 : 3);

export interface ReminderQueue<Item> {
  /** Shows the item now if there is room, else when a shown one is done. */
  add(item: Item): void;
  /** A shown item was opened or closed: its place goes to the next waiting one. */
  done(): void;
}

export function createReminderQueue<Item>(limit: number, show: (item: Item) => void): ReminderQueue<Item> {
  const waiting: Item[] = [];
  let shown = 0;
  const fill = () => {
    while (shown < limit && waiting.length > 0) {
      shown += 1;
      show(waiting.shift() as Item);
    }
  };
  return {
    add(item) {
      waiting.push(item);
      fill();
    },
    done() {
      shown = Math.max(0, shown - 1);
      fill();
    },
  };
}
