// Shared types of the rule compiler. Pure data: the same rules run in the browser and on the server.

import type { Locale } from '../messages';

export type { Locale };

/** Field permission of the Hotent permission map: w write, r read, b write + required, n hidden. */
export type Permission = 'w' | 'r' | 'b' | 'n';

/** A regex rule's argument in its object form (`{exp, message}`), also what a Base64 JSON argument decodes to. */
export interface RegexSpec {
  exp: string;
  message?: string;
}

export type RuleArg = string | RegexSpec;

/** One normalized rule: `max:50` → `{ name: 'max', args: ['50'] }`. */
export interface ParsedRule {
  name: string;
  args: RuleArg[];
}

/** Object form of a rule set, as vee-validate writes it: `{ required: true, max: 50, between: [1, 9] }`. */
export type RuleObject = Record<string, unknown>;

/** What a definition may carry as a field's rules: a pipe string, an object, or nothing. */
export type RuleSet = string | RuleObject | null | undefined;

export interface DefinitionError {
  /** The rule name the error is about ('' when the whole rule set is malformed). */
  rule: string;
  /** Stable code, also the message key (e.g. 'rules.regexUnsafe'). */
  code: string;
  /** Localized text naming the field. */
  message: string;
}

/** Form data the rules can look at (confirmed targets, date comparisons, scripts, backend checks). */
export type FormValues = Record<string, unknown>;

export interface ValidationContext {
  /** The whole form data (`{ <boAlias>: { … } }`), for rules that look at other fields. */
  values?: FormValues;
  /** The sub-table row the field belongs to, for targets written as `item.<field>`. */
  row?: Record<string, unknown>;
  /** Skip the debounce of server and script checks (e.g. right before submit). */
  immediate?: boolean;
}

/** What a backend or uniqueness check answers: a boolean, or `{valid, message}`. */
export type RemoteCheckResult = boolean | { valid: boolean; message?: string };

/** What a frontJSValidate script answers: true/undefined/null = valid; false = invalid; a string = invalid with that message. */
export type ScriptResult = unknown;

/**
 * Side effects the compiler never performs itself: the app supplies them (through its request layer and a
 * sandboxed iframe), the server supplies its own or none.
 */
export interface RuleServices {
  /** `values` is only passed when the rule asks to submit the form data (`backendValidate:<url>,true`). */
  backendValidate?(
    url: string,
    value: unknown,
    values: FormValues | undefined,
    submitFormData: boolean,
    signal: AbortSignal,
  ): Promise<RemoteCheckResult>;
  /** Resolves true when the value is already taken (the rule then fails). `target` is the rule's argument text ('' when none). */
  isExist?(target: string, value: unknown, values: FormValues | undefined, signal: AbortSignal): Promise<boolean>;
  /** Runs a decoded frontJSValidate body as `function (value, data) { … }` outside this realm, within the time limit. */
  runScript?(
    script: string,
    value: unknown,
    values: FormValues | undefined,
    options: { timeoutMs: number; signal: AbortSignal },
  ): Promise<ScriptResult>;
}

export interface CompileOptions {
  permission?: Permission | string;
  locale?: Locale | string;
  /** The field's label, used in every message. */
  label?: string;
  services?: RuleServices;
  /** Debounce of server and script checks in ms (default 300). */
  debounceMs?: number;
  /** Time limit of a frontJSValidate script in ms (default 1000). */
  scriptTimeoutMs?: number;
}

export interface CompiledRules {
  readonly permission: Permission;
  readonly required: boolean;
  readonly writable: boolean;
  /** The rules in force (after the permission added `required`, without the skipped ones). */
  readonly rules: readonly ParsedRule[];
  /** True when validate() may call a service (backendValidate, isExist, frontJSValidate). */
  readonly hasAsyncRules: boolean;
  /** Broken rules of the definition; each was skipped so the field stays usable. */
  readonly definitionErrors: readonly DefinitionError[];
  /** All messages (empty = valid). Async checks run only when the synchronous ones pass. */
  validate(value: unknown, context?: ValidationContext): Promise<string[]>;
  /**
   * The synchronous rules only (every rule but backendValidate, isExist and frontJSValidate), for records
   * without async rules and for instant feedback while typing. The answer is read-only (a valid value
   * gets one shared empty array).
   */
  validateSync(value: unknown, context?: ValidationContext): readonly string[];
  /** Aborts a pending debounced check (e.g. when the field unmounts); its callers resolve with []. */
  cancel(): void;
}
