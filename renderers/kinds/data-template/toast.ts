/** Success toasts stay this long (spec §9: 1500 ms), in Semi's seconds. */
export const TOAST_SECONDS = 1.5;
