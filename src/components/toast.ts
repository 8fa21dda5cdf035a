// Spec 02-process §9: success and action toasts last 1500 ms (Semi's Toast counts in seconds).
export const TOAST_SECONDS = 1.5;
