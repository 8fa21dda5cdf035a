// The string formats the server stores dates and times in (not ISO 8601, so schemas must not use format date-time).
export const DATE_FORMAT = 'yyyy-MM-dd';
export const TIME_FORMAT = 'HH:mm:ss';
export const DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';

type PickerKind = 'date' | 'time' | 'datetime';
const DEFAULT_FORMAT: Readonly<Record<PickerKind, string>> = { date: DATE_FORMAT, time: TIME_FORMAT, datetime: DATE_TIME_FORMAT };
// A field's own format (the form designer's, e.g. 'HH:mm' or 'yyyy-MM'): date-fns tokens of the parts this picker
// shows and their separators only; anything else is not a format the picker can show and store.
const FORMAT_PATTERN: Readonly<Record<PickerKind, RegExp>> = {
  date: /^(?=.*y)[yMd\-/. ]{1,20}$/,
  time: /^(?=.*H)[Hms:]{1,12}$/,
  datetime: /^(?=.*y)(?=.*H)[yMdHms\-/.: ]{1,30}$/,
};

/** The format a date, time or date-time field shows and stores: its own when the picker can honour it, else the server's default. */
export function pickerFormat(kind: PickerKind, own: unknown): string {
  return typeof own === 'string' && FORMAT_PATTERN[kind].test(own) ? own : DEFAULT_FORMAT[kind];
}
