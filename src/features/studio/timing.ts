/** Time after the last keystroke before the studio checks the definition and redraws the preview. */
export const STUDIO_DEBOUNCE_MS = 250;
