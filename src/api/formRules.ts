// Server checks of the online forms' rules (docs/rules.md "Server and script checks"): backendValidate and
// isExist, shaped as the rule compiler's services (renderers/rules RuleServices). A check that cannot be
// made rejects with FormRuleCheckError: the compiler then reports "cannot be checked right now" on the
// field, so a failure never counts as a pass (a duplicate cannot slip through while the server is down).
import { request, type ApiResult } from './http';
import type { CommonResult } from './types';

/** What a backend check answers the compiler: valid, or invalid with the server's message. */
export interface BackendCheckAnswer {
  valid: boolean;
  message?: string;
}

/** Why a check could not be made: a refused address or target, or the request failed (see `result`). */
export class FormRuleCheckError extends Error {
  constructor(
    message: string,
    readonly result?: ApiResult<unknown>,
  ) {
    super(message);
    this.name = 'FormRuleCheckError';
  }
}

const IS_EXIST_URL = '${form}/form/bo/v1/isExist';

/**
 * Same-origin paths ('/x', not '//x') or `${host}/…` placeholders of the request layer, without backslashes
 * or blanks: the same limit the compiler puts on the rule, checked again so the token never leaves.
 */
const SYSTEM_PATH = /^(?:\$\{[A-Za-z]+\})?\/(?![/\\])[^\\\s]*$/;

/** `<boAlias>.<field>`, both plain identifiers (the server checks the same). */
const EXIST_TARGET = /^([A-Za-z_][A-Za-z0-9_]*)\.[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Each keystroke may run a check: failures are quiet (the field shows them), and calls to the same address
 * from different fields must not cancel each other (the compiler supersedes a field's own older check by
 * aborting `signal`, which cancels the request and rejects).
 */
async function post<T>(url: string, data: unknown, signal: AbortSignal): Promise<ApiResult<T>> {
  if (signal.aborted) throw signal.reason;
  const result = await request<T>({ url, method: 'POST', data, quiet: true, allowDuplicate: true, signal });
  if (result.canceled && signal.aborted) throw signal.reason;
  return result;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `backendValidate:<url>[,submitFormData]`: POST `{value, data?}` (data only when the rule asks for the form
 * data). CommonResult `{state, message, value}` → valid unless state or value is false; the message of an
 * invalid answer is shown on the field. A bare boolean answer is read the same way.
 */
export async function backendValidate(
  url: string,
  value: unknown,
  values: Record<string, unknown> | undefined,
  submitFormData: boolean,
  signal: AbortSignal,
): Promise<BackendCheckAnswer> {
  if (!SYSTEM_PATH.test(url)) throw new FormRuleCheckError(`backendValidate refused the address ${url}`);
  const body = submitFormData && values !== undefined ? { value, data: values } : { value };
  const result = await post<unknown>(url, body, signal);
  // 2xx with state:false is the server's "no" with a reason; anything else that is not ok is a failed call.
  if (!result.ok && result.errorKind !== 'state') throw new FormRuleCheckError(result.message ?? 'backendValidate failed', result);
  const answer = result.data;
  if (typeof answer === 'boolean') return { valid: answer };
  if (!isRecord(answer)) throw new FormRuleCheckError('backendValidate answered no CommonResult', result);
  const valid = answer.state !== false && answer.value !== false;
  return valid || typeof answer.message !== 'string' || !answer.message ? { valid } : { valid, message: answer.message };
}

/**
 * `isExist:<boAlias>.<field>`: POST `${form}/form/bo/v1/isExist` `{target, value, id?}` → `{state:true, value}`,
 * true when another record already has the value. `id` is the edited record's own id (`values[boAlias].id`),
 * so saving a record again does not collide with itself.
 */
export async function isExist(target: string, value: unknown, values: Record<string, unknown> | undefined, signal: AbortSignal): Promise<boolean> {
  const match = EXIST_TARGET.exec(target);
  if (!match) throw new FormRuleCheckError(`isExist needs a <boAlias>.<field> target, not ${JSON.stringify(target)}`);
  const record = values?.[match[1]];
  const id = isRecord(record) ? record.id : undefined;
  const body = (typeof id === 'string' && id !== '') || typeof id === 'number' ? { target, value, id } : { target, value };
  const result = await post<CommonResult<boolean>>(IS_EXIST_URL, body, signal);
  const exists = result.ok ? result.data?.value : undefined;
  if (typeof exists !== 'boolean') throw new FormRuleCheckError(result.message ?? 'isExist answered no boolean', result);
  return exists;
}
