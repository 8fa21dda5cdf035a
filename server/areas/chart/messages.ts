// Messages of the chart area in both portal languages (the shared table server/lib/i18n.ts is for the core).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../../lib/errors';
import { langOf } from '../../lib/i18n';

const MESSAGES = {
  chartNotFound: ['图表不存在：{id}', 'No such chart: {id}'],
  chartUnqueryable: ['图表“{id}”的定义无法查询：{detail}', 'The definition of the chart "{id}" cannot be queried: {detail}'],
  chartWrongOperation: ['查询条件 {property} 只能使用运算符 {operation}', 'The condition {property} only takes the operator {operation}.'],
} as const satisfies Record<string, readonly [string, string]>;

export type ChartMessageKey = keyof typeof MESSAGES;

/** A refusal of the chart area: answered with its status and a localized message. */
export class ChartAreaError extends Error {
  constructor(
    readonly statusCode: 400 | 404,
    readonly key: ChartMessageKey,
    readonly params: Record<string, string> = {},
  ) {
    super(key);
    this.name = 'ChartAreaError';
  }
}

export function chartMessage(request: FastifyRequest, key: ChartMessageKey, params: Record<string, string> = {}): string {
  const text: string = MESSAGES[key][langOf(request) === 'en-US' ? 1 : 0];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/** Runs a handler; a ChartAreaError becomes its answer, anything else goes to the app's error handler. */
export async function answering<T>(request: FastifyRequest, reply: FastifyReply, handler: () => T): Promise<T | FastifyReply> {
  try {
    return handler();
  } catch (error) {
    if (!(error instanceof ChartAreaError)) throw error;
    return sendError(reply, error.statusCode, chartMessage(request, error.key, error.params));
  }
}
