// The grid objects lay their properties out on (ui:options.columns, default 1). Without rjsf: a form's first
// screen (kinds/form/FirstScreen.tsx) lays its fields out the same way before rjsf loads.
import type { CSSProperties } from 'react';

/** The column count of an object's `ui:options`: a positive number, else 1. */
export function gridColumns(options: Readonly<Record<string, unknown>>): number {
  return typeof options.columns === 'number' && options.columns > 0 ? Math.floor(options.columns) : 1;
}

export function gridStyle(columns: number): CSSProperties {
  return { display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, columnGap: 24 };
}
