// The sessionStorage prefix of input kept across a language switch's reload (keptInput.ts); its own module so
// that start-up can look for an entry without loading the registry.
export const KEPT_INPUT_PREFIX = 'fd:keptInput:';
