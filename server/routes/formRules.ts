// Server side of the online forms' asynchronous rules (docs/rules.md "Server and script checks"):
// the uniqueness check of `isExist:<boAlias>.<field>` and the demo `backendValidate` of the contract form.
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../lib/auth';
import type { AppContext } from '../lib/context';
import { badRequest } from '../lib/errors';
import { t } from '../lib/i18n';

/** A business-object alias or field name; the field reaches SQL only inside a bound json_extract path. */
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Largest contract amount the demo check accepts (yuan). */
export const MAX_CONTRACT_AMOUNT = 10_000_000;

/** Signed decimal text as the `number` rule accepts it: digits, one optional dot, no exponent or commas. */
const DECIMAL_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

// anyOf rather than a type list: Fastify's ajv runs in strict mode, which refuses union types. Its type
// coercion applies the first branch that can take a value, so text comes first ("1e5" must stay text).
const textSchema = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const numberSchema = { type: 'number' } as const;

function amountOf(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && DECIMAL_TEXT.test(value.trim())) return Number(value.trim());
  return Number.NaN;
}

/** Amount text of a message: thousands separators, two decimals when there are cents. */
const formatAmount = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2, minimumFractionDigits: Number.isInteger(value) ? 0 : 2 });

/** The `payAmount` of each payment-plan row of the submitted form data (`{contract: {sub_payments: [...]}}`). */
function plannedPayments(data: Record<string, unknown> | undefined): number[] {
  const contract = data && Object.hasOwn(data, 'contract') ? data.contract : undefined;
  if (!contract || typeof contract !== 'object' || !Object.hasOwn(contract, 'sub_payments')) return [];
  const rows = (contract as { sub_payments: unknown }).sub_payments;
  if (!Array.isArray(rows)) return [];
  return rows
    .map((row: unknown) => (row && typeof row === 'object' && Object.hasOwn(row, 'payAmount') ? amountOf((row as { payAmount: unknown }).payAmount) : Number.NaN))
    .filter((amount) => Number.isFinite(amount));
}

export function registerFormRuleRoutes(app: FastifyInstance, { db }: AppContext) {
  // Equal as text, so a number stored as 20260001 matches the typed "20260001". The own record (id) is left out.
  const findDuplicate = db.prepare(
    `SELECT 1 FROM bo_data
      WHERE tenant_id = ? AND bo_alias = ? AND CAST(json_extract(data, ?) AS TEXT) = ? AND (CAST(? AS TEXT) IS NULL OR id <> ?)
      LIMIT 1`,
  );

  app.post<{ Body: { target: string; value: string | number | boolean; id?: string | number } }>(
    '/form/bo/v1/isExist',
    {
      schema: {
        body: {
          type: 'object',
          required: ['target', 'value'],
          properties: {
            target: { type: 'string', maxLength: 200 },
            value: { anyOf: [textSchema(2000), numberSchema, { type: 'boolean' }] },
            id: { anyOf: [textSchema(64), numberSchema] },
          },
        },
      },
    },
    async (request) => {
      const { target, value } = request.body;
      const [boAlias, field, ...rest] = target.split('.');
      if (rest.length > 0 || !IDENTIFIER.test(boAlias ?? '') || !IDENTIFIER.test(field ?? '')) {
        throw badRequest('formRuleBadTarget', { target: target.slice(0, 100) });
      }
      const id = request.body.id === undefined || request.body.id === '' ? null : String(request.body.id);
      const exists = findDuplicate.get(sessionOf(request).tenantId, boAlias, `$.${field}`, String(value), id, id);
      return { state: true, message: t(request, 'formRuleChecked'), value: Boolean(exists) };
    },
  );

  // The demo backendValidate of fixtures/form/contract-registration.json: a positive amount of at most
  // 10,000,000, and — when the form data is submitted — not below the payment plan's total (each row's
  // payAmount is rounded to cents, so one cent per row is tolerated).
  app.post<{ Body: { value: string | number; data?: Record<string, unknown> } }>(
    '/form/contract/v1/checkAmount',
    {
      schema: {
        body: {
          type: 'object',
          required: ['value'],
          properties: { value: { anyOf: [textSchema(40), numberSchema] }, data: { type: 'object' } },
        },
      },
    },
    async (request) => {
      const amount = amountOf(request.body.value);
      const refuse = (message: string) => ({ state: true, message, value: false });
      if (!Number.isFinite(amount)) return refuse(t(request, 'amountNotNumber'));
      if (amount <= 0) return refuse(t(request, 'amountNotPositive'));
      if (amount > MAX_CONTRACT_AMOUNT) return refuse(t(request, 'amountTooLarge', { max: formatAmount(MAX_CONTRACT_AMOUNT) }));
      const payments = plannedPayments(request.body.data);
      const plannedCents = payments.reduce((sum, payment) => sum + Math.round(payment * 100), 0);
      if (Math.round(amount * 100) + payments.length < plannedCents) {
        return refuse(t(request, 'amountBelowPayments', { total: formatAmount(plannedCents / 100) }));
      }
      return { state: true, message: t(request, 'formRuleChecked'), value: true };
    },
  );
}
