// The string formats the server stores dates and times in (not ISO 8601, so schemas must not use format date-time).
export const DATE_FORMAT = 'yyyy-MM-dd';
export const TIME_FORMAT = 'HH:mm:ss';
export const DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';
