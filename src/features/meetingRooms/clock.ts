// The booking pages' clock: what "today" and "now" are for the day picker and the form's checks, in one
// place so that tests can set it.
export const currentTime = (): Date => new Date();
