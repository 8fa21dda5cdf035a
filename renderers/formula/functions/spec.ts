// How a built-in formula function is described: its argument counts and its implementation.

/** A function that computes from its evaluated arguments (all arguments are evaluated first). */
export interface EagerFunction {
  readonly kind: 'eager';
  readonly min: number;
  readonly max: number;
  readonly call: (args: readonly unknown[]) => unknown;
}

/** IF: compiled as a conditional, so only the chosen branch is evaluated. */
export interface ConditionalFunction {
  readonly kind: 'conditional';
  readonly min: 2;
  readonly max: 3;
}

export type FunctionSpec = EagerFunction | ConditionalFunction;

export type FunctionTable = Readonly<Record<string, FunctionSpec>>;

export function eager(min: number, max: number, call: (args: readonly unknown[]) => unknown): EagerFunction {
  return { kind: 'eager', min, max, call };
}
