// The urgency of a request (getUrgentStateConf, contract notes §2.7): the choices arrive as a JSON string, read
// with JSON.parse only (the original front falls back to eval; Flowdesk never evaluates server text).
export interface UrgencyOption {
  state: string;
  name: string;
  default: boolean;
}

/** The well-formed choices of a conf string; anything else is left out, a broken string gives none. */
export function parseUrgencyConf(text: string | undefined): UrgencyOption[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text ?? '');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { state, name, default: isDefault } = entry as Record<string, unknown>;
    return typeof state === 'string' && state !== '' && typeof name === 'string' ? [{ state, name, default: isDefault === true }] : [];
  });
}

/** The choice to show first: the instance's own, else the conf's default, else the first. */
export function initialUrgency(options: readonly UrgencyOption[], value: string | undefined): string | undefined {
  if (value && options.some((option) => option.state === value)) return value;
  return (options.find((option) => option.default) ?? options[0])?.state;
}

/** Tag colours of the urgencies worth a mark in lists (normal has none). */
export const URGENCY_COLORS: Readonly<Record<string, 'orange' | 'red'>> = { urgent: 'orange', critical: 'red' };
