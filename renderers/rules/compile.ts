// compileRules: a field's rule set + permission → a validator. The expensive part (parsing, regex checks,
// argument conversion) is cached per rule source and shared by every field using the same rules; each
// compiled field only binds its label, locale, services and its own debounce state.
import { normalizeLocale } from '../messages';
import { formatMessage } from './messages';
import { addRequired, parseRules, ruleSetTypeError } from './parse';
import { isPermission, isWritable } from './permissions';
import type {
  CompiledRules,
  CompileOptions,
  DefinitionError,
  FormValues,
  Locale,
  ParsedRule,
  Permission,
  RemoteCheckResult,
  RuleServices,
  RuleSet,
  ValidationContext,
} from './types';
import type { Failure, Issue, RemoteCheck, SyncCheck } from './validators';
import * as validators from './validators';
import * as values from './values';

// Read once: module runners turn each access to an imported binding into a getter call (hot path).
const { isEmpty } = values;
const { prepareRule, runCheck } = validators;

export const DEFAULT_DEBOUNCE_MS = 300;
export const DEFAULT_SCRIPT_TIMEOUT_MS = 1000;

/** What a rule source compiles to, independent of field, label and locale. */
interface Plan {
  required: boolean;
  checks: SyncCheck[];
  remote: RemoteCheck[];
  /** The rules that compiled (with their normalized arguments). */
  rules: ParsedRule[];
  issues: Issue[];
}

/** The answer of every valid synchronous validation: shared, so a valid record allocates nothing. */
const NO_ERRORS: readonly string[] = Object.freeze([]);

const PLAN_CACHE_LIMIT = 5000;
const planCache = new Map<string, Plan>();

/** Forgets every cached plan (benchmarks measure cold compiles with it). */
export function clearRuleCache(): void {
  planCache.clear();
}

function cacheKey(rules: RuleSet): string | undefined {
  if (rules === null || rules === undefined) return '';
  if (typeof rules === 'string') return `s:${rules}`;
  try {
    return `o:${JSON.stringify(rules)}`;
  } catch {
    return undefined; // not serializable (cycles): compile without caching
  }
}

function buildPlan(rules: RuleSet): Plan {
  const plan: Plan = { required: false, checks: [], remote: [], rules: [], issues: [] };
  for (const rule of parseRules(rules)) {
    const prepared = prepareRule(rule.name, rule.args);
    if ('issue' in prepared) {
      plan.issues.push(prepared.issue);
      continue;
    }
    if ('required' in prepared) plan.required = true;
    else if ('sync' in prepared) plan.checks.push(prepared.sync);
    else plan.remote.push(prepared.remote);
    plan.rules.push(rule);
  }
  return plan;
}

function planFor(rules: RuleSet): Plan {
  const key = cacheKey(rules);
  if (key === undefined) return buildPlan(rules);
  let plan = planCache.get(key);
  if (!plan) {
    plan = buildPlan(rules);
    if (planCache.size >= PLAN_CACHE_LIMIT) planCache.delete(planCache.keys().next().value as string);
    planCache.set(key, plan);
  }
  return plan;
}

const SERVICE_OF: Record<RemoteCheck['kind'], keyof RuleServices> = { backend: 'backendValidate', exists: 'isExist', script: 'runScript' };

/** Reads a backend or uniqueness answer: valid, or the failure to report. */
function remoteFailure(result: RemoteCheckResult, fallback: Failure): Failure | undefined {
  if (typeof result === 'boolean') return result ? undefined : fallback;
  if (result && typeof result === 'object' && 'valid' in result) {
    if (result.valid) return undefined;
    return typeof result.message === 'string' && result.message ? { key: 'rules.custom', params: { message: result.message } } : fallback;
  }
  return fallback;
}

/** Reads a frontJSValidate answer: true/undefined/null pass, false fails, a text is the failure message, {valid, message} as given. */
function scriptFailure(result: unknown): Failure | undefined {
  const fallback: Failure = { key: 'rules.frontJSValidate' };
  if (result === true || result === undefined || result === null) return undefined;
  if (typeof result === 'string') return result ? { key: 'rules.custom', params: { message: result } } : fallback;
  if (typeof result === 'object' && 'valid' in result) {
    const answer = result as { valid: unknown; message?: unknown; data?: { message?: unknown } };
    if (answer.valid) return undefined;
    const message = typeof answer.message === 'string' ? answer.message : typeof answer.data?.message === 'string' ? answer.data.message : '';
    return message ? { key: 'rules.custom', params: { message } } : fallback;
  }
  return result ? undefined : fallback;
}

class ScriptTimeout extends Error {}

interface RemoteRunner {
  services: RuleServices;
  scriptTimeoutMs: number;
}

async function runRemote(check: RemoteCheck, runner: RemoteRunner, value: unknown, values: FormValues | undefined, signal: AbortSignal): Promise<Failure | undefined> {
  const { services } = runner;
  try {
    switch (check.kind) {
      case 'backend': {
        const result = await services.backendValidate!(check.url, value, check.submitFormData ? values : undefined, check.submitFormData, signal);
        return remoteFailure(result, { key: 'rules.backendValidate' });
      }
      case 'exists': {
        const exists = await services.isExist!(check.target, value, values, signal);
        return exists === true ? { key: 'rules.isExist' } : undefined;
      }
      case 'script': {
        // The service enforces the limit in its sandbox; the race makes sure a stuck service cannot hang the form.
        const controller = new AbortController();
        const abort = () => controller.abort();
        signal.addEventListener('abort', abort, { once: true });
        let timer: ReturnType<typeof setTimeout> | undefined;
        try {
          const timeout = new Promise<never>((_, reject) => {
            timer = setTimeout(() => {
              controller.abort();
              reject(new ScriptTimeout());
            }, runner.scriptTimeoutMs);
          });
          const run = services.runScript!(check.script, value, values, { timeoutMs: runner.scriptTimeoutMs, signal: controller.signal });
          return scriptFailure(await Promise.race([run, timeout]));
        } finally {
          clearTimeout(timer);
          signal.removeEventListener('abort', abort);
        }
      }
    }
  } catch (error) {
    if (error instanceof ScriptTimeout) return { key: 'rules.scriptTimeout', params: { ms: runner.scriptTimeoutMs } };
    return { key: check.kind === 'script' ? 'rules.scriptError' : 'rules.serviceError' };
  }
}

/**
 * Compiles a field's rules. Broken rules (unknown names, bad arguments, unsafe regexes, missing services)
 * are reported in definitionErrors and skipped; compileRules itself never throws.
 */
/** The compiled form of "no rules" per permission: shared, since it says nothing about its field. */
const WITHOUT_RULES = new Map<Permission, CompiledRules>();

function withoutRules(permission: Permission): CompiledRules {
  let compiled = WITHOUT_RULES.get(permission);
  if (!compiled) {
    compiled = Object.freeze({
      permission,
      required: false,
      writable: isWritable(permission),
      rules: [],
      hasAsyncRules: false,
      definitionErrors: [],
      validate: () => Promise.resolve([]),
      validateSync: () => NO_ERRORS,
      cancel: () => undefined,
    });
    WITHOUT_RULES.set(permission, compiled);
  }
  return compiled;
}

export function compileRules(rules: RuleSet, options: CompileOptions = {}): CompiledRules {
  // Most fields of big forms have no rules: no plan, no closures (b adds required, so it compiles).
  if ((rules === undefined || rules === null || rules === '') && (options.permission === undefined || options.permission === 'w' || options.permission === 'r' || options.permission === 'n')) {
    return withoutRules(options.permission ?? 'w');
  }
  const locale: Locale = normalizeLocale(options.locale);
  const label = options.label?.trim() || formatMessage('rules.defaultLabel', undefined, locale);
  const issues: Issue[] = [];

  let permission: Permission = 'w';
  if (options.permission !== undefined && options.permission !== null) {
    if (isPermission(options.permission)) permission = options.permission;
    else {
      permission = 'r'; // least privilege for a permission we do not understand
      issues.push({ rule: '', code: 'rules.badPermission', params: { permission: String(options.permission) } });
    }
  }

  let plan: Plan;
  const wrongType = ruleSetTypeError(rules);
  if (wrongType) {
    plan = { required: false, checks: [], remote: [], rules: [], issues: [] };
    issues.push({ rule: '', code: 'rules.invalidRuleSet', params: { type: wrongType } });
  } else {
    plan = planFor(permission === 'b' ? addRequired(rules) : rules);
  }
  issues.push(...plan.issues);

  const services = options.services ?? {};
  const remote: RemoteCheck[] = [];
  for (const check of plan.remote) {
    if (typeof services[SERVICE_OF[check.kind]] === 'function') remote.push(check);
    else issues.push({ rule: check.rule, code: check.kind === 'script' ? 'rules.scriptUnavailable' : 'rules.serviceUnavailable' });
  }
  const activeRules =
    remote.length === plan.remote.length
      ? plan.rules
      : plan.rules.filter((rule) => !plan.remote.some((check) => check.rule === rule.name && !remote.includes(check)));

  const format = (failure: Failure): string =>
    formatMessage(failure.key, failure.params ? { ...failure.params, label } : { label }, locale);
  const definitionErrors: DefinitionError[] = issues.map((item) => ({
    rule: item.rule,
    code: item.code,
    message: formatMessage(item.code, { ...item.params, label, rule: item.rule }, locale),
  }));

  const active = isWritable(permission);
  const required = active && plan.required;
  const { checks } = plan;
  let requiredMessage: string | undefined;

  function validateSync(value: unknown, context?: ValidationContext): readonly string[] {
    if (!active) return NO_ERRORS;
    if (isEmpty(value)) return required ? [(requiredMessage ??= format({ key: 'rules.required' }))] : NO_ERRORS;
    let errors: string[] | undefined;
    for (let i = 0; i < checks.length; i++) {
      const failure = runCheck(checks[i], value, context);
      if (failure !== undefined) (errors ??= []).push(format(failure));
    }
    return errors ?? NO_ERRORS;
  }

  // Debounced remote checks: a new call supersedes the pending one (timer cleared, request aborted) and
  // every caller still waiting receives the newest answer, so no promise is left hanging.
  const debounceMs = options.debounceMs ?? DEFAULT_DEBOUNCE_MS;
  const runner: RemoteRunner = { services, scriptTimeoutMs: options.scriptTimeoutMs ?? DEFAULT_SCRIPT_TIMEOUT_MS };
  let waiters: Array<(messages: string[]) => void> = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;

  function settle(messages: string[]): void {
    clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = undefined;
    const resolved = waiters;
    waiters = [];
    for (const resolve of resolved) resolve([...messages]); // each caller owns its list
  }

  function startRemote(value: unknown, context: ValidationContext | undefined): void {
    timer = undefined;
    const own = new AbortController();
    controller = own;
    void Promise.all(remote.map((check) => runRemote(check, runner, value, context?.values, own.signal))).then((failures) => {
      if (own.signal.aborted) return; // superseded: the newer run answers the waiters
      controller = undefined;
      settle(failures.filter((failure): failure is Failure => failure !== undefined).map(format));
    });
  }

  function validate(value: unknown, context?: ValidationContext): Promise<string[]> {
    const errors = validateSync(value, context);
    if (!active || remote.length === 0 || errors.length > 0 || isEmpty(value)) {
      const messages = [...errors];
      if (waiters.length) settle(messages);
      return Promise.resolve(messages);
    }
    return new Promise<string[]>((resolve) => {
      clearTimeout(timer);
      controller?.abort();
      controller = undefined;
      waiters.push(resolve);
      if (context?.immediate || debounceMs <= 0) startRemote(value, context);
      else timer = setTimeout(() => startRemote(value, context), debounceMs);
    });
  }

  return {
    permission,
    required,
    writable: active,
    rules: active ? activeRules : [],
    hasAsyncRules: active && remote.length > 0,
    definitionErrors,
    validate,
    validateSync,
    cancel: () => settle([]),
  };
}
