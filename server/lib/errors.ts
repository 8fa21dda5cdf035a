// One error shape for the whole API: {state:false, message, errorCode[, logId]} with a localized message.
import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { StorageError } from '../db/database';
import { langOf, t, translate, translateFrom, type Lang, type MessageKey, type MessageParams, type MessageTable } from './i18n';

/** Hotent error codes (ResponseErrorEnums) by HTTP status, so a real front end reads them the same way. */
const ERROR_CODES: Record<number, string> = { 400: '-002', 401: '023', 403: '004', 404: '-003', 413: '-002', 415: '-002', 429: '-002', 500: '-001' };

export const UPLOAD_LIMIT_MB = 20;

const newLogId = () => randomBytes(4).toString('hex');

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly params?: MessageParams,
  ) {
    super(key);
  }
}

/**
 * A refusal worded from an area's own message table: the area throws it, the app's error handler words it in
 * the caller's language. Nothing of the request it interrupts is stored.
 */
export class TableError<Table extends MessageTable = MessageTable> extends Error {
  constructor(
    readonly table: Table,
    readonly statusCode: 400 | 403 | 404 | 502 | 503,
    readonly key: keyof Table & string,
    readonly params: MessageParams = {},
  ) {
    super(key);
  }
}

export const badRequest = (key: MessageKey, params?: MessageParams) => new HttpError(400, key, params);
export const unauthorized = (key: MessageKey = 'unauthorized') => new HttpError(401, key);
export const forbidden = (key: MessageKey = 'forbidden') => new HttpError(403, key);
export const notFound = (key: MessageKey, params?: MessageParams) => new HttpError(404, key, params);

export function sendError(reply: FastifyReply, statusCode: number, message: string, extra: Record<string, string> = {}) {
  return reply.code(statusCode).type('application/json; charset=utf-8').send({
    state: false,
    message,
    errorCode: ERROR_CODES[statusCode] ?? ERROR_CODES[statusCode >= 500 ? 500 : 400],
    ...extra,
  });
}

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const VALIDATION_TEXTS: Record<string, [string, string]> = {
  required: ['缺少必填字段 {field}', '{field} is required'],
  type: ['{field} 的类型应为 {type}', '{field} must be of type {type}'],
  minLength: ['{field} 的长度不能少于 {limit}', '{field} must be at least {limit} characters long'],
  maxLength: ['{field} 的长度不能超过 {limit}', '{field} must be at most {limit} characters long'],
  minimum: ['{field} 不能小于 {limit}', '{field} must be at least {limit}'],
  maximum: ['{field} 不能大于 {limit}', '{field} must be at most {limit}'],
  minItems: ['{field} 至少需要 {limit} 项', '{field} needs at least {limit} items'],
  maxItems: ['{field} 最多只能有 {limit} 项', '{field} may have at most {limit} items'],
  enum: ['{field} 只能是：{allowed}', '{field} must be one of: {allowed}'],
  pattern: ['{field} 的格式不正确', '{field} has an invalid format'],
};

/** Turns an ajv error into a sentence such as "缺少必填字段 body.username". */
export function describeValidation(lang: Lang, context: string, issues: ValidationIssue[]): string {
  return issues
    .map((issue) => {
      const path = issue.instancePath.split('/').filter(Boolean).join('.');
      const base = path ? `${context}.${path}` : context;
      const params = issue.params;
      const field = issue.keyword === 'required' ? `${base}.${String(params.missingProperty)}` : base;
      const texts = VALIDATION_TEXTS[issue.keyword];
      if (!texts) return `${field} ${issue.message ?? issue.keyword}`;
      const values: Record<string, string> = {
        field,
        type: String(params.type ?? ''),
        limit: String(params.limit ?? ''),
        allowed: Array.isArray(params.allowedValues) ? params.allowedValues.join(', ') : '',
      };
      return texts[lang === 'en-US' ? 1 : 0].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
    })
    .join('; ');
}

/** Client mistakes that Fastify and its plugins raise themselves, mapped to a status and a message. */
const FRAMEWORK_ERRORS: Record<string, [number, MessageKey]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalidJson'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'invalidJson'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'bodyTooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupportedMediaType'],
  FST_REQ_FILE_TOO_LARGE: [413, 'fileTooLarge'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, 'multipartRequired'],
  FST_FILES_LIMIT: [413, 'bodyTooLarge'],
  FST_FIELDS_LIMIT: [413, 'bodyTooLarge'],
  FST_PARTS_LIMIT: [413, 'bodyTooLarge'],
};

const STORAGE_MESSAGES = { fileGone: 'storageFileGone', busy: 'storageBusy', unreachable: 'storageUnreachable' } as const;

/** Seconds a client waits before retrying a write the database could not take. */
const STORAGE_RETRY_SECONDS = 1;

/** SQLite's "another connection holds the lock" after the busy timeout (also its extended codes). */
const isBusy = (error: { code?: unknown }) => typeof error.code === 'string' && /^SQLITE_(BUSY|LOCKED)/.test(error.code);

/** busboy's refusals of a body it cannot split into parts (no boundary, cut off, bad part headers). */
const isMalformedMultipart = (request: FastifyRequest, error: Error) =>
  request.isMultipart() && !('statusCode' in error && error.statusCode) && /^(Multipart: |Unexpected end of |Malformed )/.test(error.message);

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof StorageError || isBusy(error)) {
      // Nothing of the action was stored (it is one transaction); the client may send it again.
      const logId = newLogId();
      const reason = error instanceof StorageError ? error.reason : 'busy';
      request.log.error({ logId, url: request.url, path: error instanceof StorageError ? error.path : undefined }, `storage ${reason}: ${error.message} (log id ${logId})`);
      reply.header('Retry-After', String(STORAGE_RETRY_SECONDS));
      return sendError(reply, 503, t(request, STORAGE_MESSAGES[reason], { logId }), { logId });
    }
    if (isMalformedMultipart(request, error)) return sendError(reply, 400, t(request, 'multipartMalformed', { detail: error.message }));
    if (error instanceof HttpError || error instanceof TableError) {
      const message = error instanceof TableError ? translateFrom(error.table, langOf(request), error.key, error.params) : t(request, error.key, error.params);
      if (error.statusCode !== 403) return sendError(reply, error.statusCode, message);
      // Refusals are logged so that an administrator can trace the log id the user reports.
      const logId = newLogId();
      request.log.warn({ logId, url: request.url, userId: request.auth?.userId }, `forbidden: ${error.key} (log id ${logId})`);
      return sendError(reply, 403, message, { logId });
    }
    if (error.validation) {
      const detail = describeValidation(langOf(request), error.validationContext ?? 'request', error.validation);
      return sendError(reply, 400, t(request, 'badRequest', { detail }));
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return sendError(reply, known[0], t(request, known[1], { limit: UPLOAD_LIMIT_MB }));
    if (error instanceof SyntaxError || (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)) {
      return sendError(reply, error.statusCode ?? 400, t(request, 'badRequest', { detail: error.message }));
    }
    const logId = newLogId();
    request.log.error({ err: error, logId }, `unexpected error (log id ${logId})`);
    return sendError(reply, 500, t(request, 'serverError', { logId }), { logId });
  });
}

export function notFoundMessage(lang: Lang, path: string): string {
  return translate(lang, 'notFound', { path });
}
