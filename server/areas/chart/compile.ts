// A custom chart definition → SQL over one business table. Nothing of the definition reaches the SQL as
// text: the table, category, series and condition fields are looked up in CHART_COLUMNS (trusted
// expressions), aggregates in AGGREGATES, output names must be plain identifiers, and every value (series
// filters, condition values, the tenant, paging) is a bound parameter. A real Hotent backend would run the
// definition's diySql; Flowdesk builds the query from the structured fields instead (docs/customChart.md).
import type { Db } from '../../db/database';
import { compileOrder, compileWhere, paging, type ColumnMap, type ColumnType, type PageList, type QueryFilter, type QuerySorter, type SqlValue } from '../../lib/queryFilter';
import type { ChartConditionItem, ChartFieldItem, ChartSortItem, CustomChartDefinition } from '../../../renderers/kinds/chart/definition';
import { BUSINESS_TABLES, type BusinessTable } from '../business';
import { ChartAreaError } from './messages';

interface ColumnSpec {
  sql: string;
  type: ColumnType;
}

const text = (sql: string): ColumnSpec => ({ sql: `t.${sql}`, type: 'text' });
const number = (sql: string): ColumnSpec => ({ sql: `t.${sql}`, type: 'number' });
const derived = (sql: string): ColumnSpec => ({ sql, type: 'text' });

/** What a chart may read of each business table: field name → trusted SQL expression. */
export const CHART_COLUMNS: Readonly<Record<BusinessTable, Readonly<Record<string, ColumnSpec>>>> = {
  biz_sales: {
    id: text('id'),
    month: text('month'),
    // The first day of the month, so that a date range (BETWEEN of yyyy-MM-dd) includes whole months.
    sale_date: derived(`(t.month || '-01')`),
    year: derived('substr(t.month, 1, 4)'),
    region: text('region'),
    product: text('product'),
    amount: number('amount'),
    quantity: number('quantity'),
  },
  biz_employee: {
    id: text('id'),
    code: text('code'),
    name: text('name'),
    sex: text('sex'),
    dept_name: text('dept_name'),
    post: text('post'),
    status: text('status'),
    entry_date: text('entry_date'),
    entry_year: derived('substr(t.entry_date, 1, 4)'),
    entry_month: derived('substr(t.entry_date, 1, 7)'),
    birthday: text('birthday'),
    salary: number('salary'),
  },
  biz_project: {
    id: text('id'),
    code: text('code'),
    name: text('name'),
    manager: text('manager'),
    dept_name: text('dept_name'),
    status: text('status'),
    start_date: text('start_date'),
    start_year: derived('substr(t.start_date, 1, 4)'),
    end_date: text('end_date'),
    budget: number('budget'),
    cost: number('cost'),
    progress: number('progress'),
  },
  biz_work_hour: {
    id: text('id'),
    work_date: text('work_date'),
    month: text('month'),
    employee_name: text('employee_name'),
    dept_name: text('dept_name'),
    project_code: text('project_code'),
    project_name: text('project_name'),
    activity: text('activity'),
    work_type: text('work_type'),
    hours: number('hours'),
  },
  biz_customer_survey: {
    id: text('id'),
    survey_date: text('survey_date'),
    survey_month: derived('substr(t.survey_date, 1, 7)'),
    customer: text('customer'),
    region: text('region'),
    channel: text('channel'),
    overall: number('overall'),
    quality: number('quality'),
    service: number('service'),
    delivery: number('delivery'),
  },
  biz_department: {
    id: text('id'),
    code: text('code'),
    name: text('name'),
    name_en: text('name_en'),
    manager: text('manager'),
    sn: number('sn'),
  },
};

const AGGREGATES: Readonly<Record<string, (sql: string) => string>> = {
  sum: (sql) => `SUM(${sql})`,
  avg: (sql) => `ROUND(AVG(${sql}), 2)`,
  count: (sql) => `COUNT(${sql})`,
  max: (sql) => `MAX(${sql})`,
  min: (sql) => `MIN(${sql})`,
};

/** Output names become quoted SQL aliases and row keys: plain identifiers only. */
const OUTPUT_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

// Short codes of stored JSON and the enum names the front sends, compared in one spelling.
const ENUM_OF_SHORT: Readonly<Record<string, string>> = {
  EQ: 'EQUAL', EIC: 'EQUAL_IGNORE_CASE', NE: 'NOT_EQUAL', LT: 'LESS', GT: 'GREAT', LE: 'LESS_EQUAL', GE: 'GREAT_EQUAL',
  LK: 'LIKE', LFK: 'LEFT_LIKE', RHK: 'RIGHT_LIKE', NIN: 'NOT_IN', BT: 'BETWEEN',
};
const canonicalOperation = (code: string | undefined) => {
  const name = (code ?? '').trim().toUpperCase() || 'EQUAL';
  return ENUM_OF_SHORT[name] ?? name;
};

export interface CompiledChart {
  readonly id: string;
  /** Row key of the category (UPPER-CASE). */
  readonly categoryKey: string;
  /** The series in definition order: field, row key and labels. */
  readonly series: readonly { field: string; key: string; comment: string; commentEn?: string }[];
  readonly from: string;
  /** The select list (category first) with its bound values (series filters). */
  readonly select: string;
  readonly selectParams: readonly SqlValue[];
  /** GROUP BY expression when the series aggregate. */
  readonly groupBy?: string;
  /** Declared conditions: property → column, and property → the one operation it takes. */
  readonly conditionColumns: ColumnMap;
  readonly conditionOperations: ReadonlyMap<string, string>;
  /** Sortable outputs: field (either case) → quoted alias. */
  readonly outputColumns: ColumnMap;
  readonly defaultSorter: readonly QuerySorter[];
  readonly defaultOrder: string;
  /** Conditions of the definition with a default value, as the front sends them first. */
  readonly defaultQuerys: readonly { property: string; value: unknown; operation: string }[];
}

function parseList<T>(definition: CustomChartDefinition, field: 'xaxisField' | 'displayfield' | 'conditionfield' | 'sortfield', fail: (detail: string) => never): T[] {
  const source = definition[field];
  if (typeof source !== 'string' || source.trim() === '') return [];
  try {
    const value: unknown = JSON.parse(source);
    if (Array.isArray(value)) return value as T[];
  } catch {
    // reported below
  }
  return fail(`${field} is not a JSON array`);
}

const isBusinessTable = (name: unknown): name is BusinessTable => typeof name === 'string' && (BUSINESS_TABLES as readonly string[]).includes(name);

const hasValue = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.every((part) => part === '' || part === null));

export function compileChart(definition: CustomChartDefinition): CompiledChart {
  const id = String(definition.id);
  const fail = (detail: string): never => {
    throw new ChartAreaError(400, 'chartUnqueryable', { id, detail });
  };
  if (!isBusinessTable(definition.objName)) return fail(`objName ${String(definition.objName)} is not a business table`);
  const columns = CHART_COLUMNS[definition.objName];
  const column = (name: unknown, where: string): ColumnSpec => {
    if (typeof name !== 'string' || !Object.hasOwn(columns, name)) return fail(`${where}: ${String(name)} is not a column of ${definition.objName}`);
    return columns[name];
  };
  const outputName = (name: unknown, where: string): string => {
    if (typeof name !== 'string' || !OUTPUT_NAME.test(name)) return fail(`${where}: ${String(name)} is not a plain field name`);
    return name;
  };

  const [categoryItem] = parseList<ChartFieldItem>(definition, 'xaxisField', fail);
  if (!categoryItem) return fail('xaxisField is empty');
  const categoryName = outputName(categoryItem.field, 'xaxisField');
  const category = column(categoryItem.column ?? categoryName, 'xaxisField');

  const seriesItems = parseList<ChartFieldItem>(definition, 'displayfield', fail);
  if (seriesItems.length === 0) return fail('displayfield is empty');
  const grouped = seriesItems.some((item) => item.aggregate !== undefined);
  const selectParams: SqlValue[] = [];
  const outputs = [`${category.sql} AS "${categoryName.toUpperCase()}"`];
  const outputColumns: Record<string, string> = { [categoryName]: `"${categoryName.toUpperCase()}"`, [categoryName.toUpperCase()]: `"${categoryName.toUpperCase()}"` };
  const series: CompiledChart['series'][number][] = [];
  for (const item of seriesItems) {
    const name = outputName(item.field, 'displayfield');
    const source = column(item.column ?? name, `displayfield ${name}`);
    let expression = source.sql;
    if (grouped) {
      const aggregate = item.aggregate === undefined ? undefined : AGGREGATES[item.aggregate];
      if (!aggregate) return fail(`displayfield ${name}: every series of a grouped chart needs an aggregate (sum, avg, count, max, min)`);
      if (item.filter) {
        expression = `CASE WHEN ${column(item.filter.column, `displayfield ${name} filter`).sql} = ? THEN ${source.sql} END`;
        selectParams.push(item.filter.value);
      }
      expression = aggregate(expression);
    } else if (item.filter) {
      return fail(`displayfield ${name}: a filter needs an aggregate`);
    }
    const alias = `"${name.toUpperCase()}"`;
    series.push({ field: name, key: name.toUpperCase(), comment: item.comment ?? name, commentEn: item.commentEn });
    outputs.push(`${expression} AS ${alias}`);
    outputColumns[name] = alias;
    outputColumns[name.toUpperCase()] = alias;
  }

  const conditionColumns: Record<string, ColumnSpec> = {};
  const conditionOperations = new Map<string, string>();
  const defaultQuerys: { property: string; value: unknown; operation: string }[] = [];
  for (const item of parseList<ChartConditionItem>(definition, 'conditionfield', fail)) {
    const property = outputName(item.field, 'conditionfield');
    conditionColumns[property] = column(property, 'conditionfield');
    const operation = canonicalOperation(item.condition);
    conditionOperations.set(property, operation);
    if (hasValue(item.defaultValue)) defaultQuerys.push({ property, value: item.defaultValue, operation });
  }

  const defaultSorter = parseList<ChartSortItem>(definition, 'sortfield', fail).map((item) => {
    if (!Object.hasOwn(outputColumns, item.field)) return fail(`sortfield: ${String(item.field)} is not a chart field`);
    return { property: item.field, direction: (item.sortType ?? 'ASC').toUpperCase() === 'DESC' ? 'DESC' : 'ASC' };
  });

  return {
    id,
    categoryKey: categoryName.toUpperCase(),
    series,
    from: `${definition.objName} t`,
    select: outputs.join(', '),
    selectParams,
    groupBy: grouped ? category.sql : undefined,
    conditionColumns,
    conditionOperations,
    outputColumns,
    defaultSorter,
    defaultOrder: `"${categoryName.toUpperCase()}" ASC`,
    defaultQuerys,
  };
}

/** One page of the chart's rows for the tenant (UPPER-CASE keys, contract notes §2.10). */
export function queryChart(db: Db, chart: CompiledChart, tenantId: string, filter: QueryFilter | undefined): PageList<Record<string, unknown>> {
  for (const query of filter?.querys ?? []) {
    const declared = chart.conditionOperations.get(query.property);
    // An undeclared property is refused by compileWhere (only declared conditions are in its column map).
    if (declared !== undefined && canonicalOperation(query.operation) !== declared) {
      throw new ChartAreaError(400, 'chartWrongOperation', { property: query.property, operation: declared });
    }
  }
  const conditions = compileWhere(filter, chart.conditionColumns);
  const where = conditions.sql ? `t.tenant_id = ? AND ${conditions.sql}` : 't.tenant_id = ?';
  const whereParams: SqlValue[] = [tenantId, ...conditions.params];
  const sorter = filter?.sorter?.length ? filter.sorter : [...chart.defaultSorter];
  const order = compileOrder(sorter, chart.outputColumns, chart.defaultOrder);
  const { page, pageSize } = paging(filter);
  const grouping = chart.groupBy ? ` GROUP BY ${chart.groupBy}` : '';

  const countSql = chart.groupBy
    ? `SELECT COUNT(*) AS total FROM (SELECT 1 FROM ${chart.from} WHERE ${where}${grouping}) AS chart_groups`
    : `SELECT COUNT(*) AS total FROM ${chart.from} WHERE ${where}`;
  const { total } = db.prepare(countSql).get(...whereParams) as { total: number };
  const rows = db
    .prepare(`SELECT ${chart.select} FROM ${chart.from} WHERE ${where}${grouping} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...chart.selectParams, ...whereParams, pageSize, (page - 1) * pageSize) as Record<string, unknown>[];
  return { rows, total, page, pageSize };
}
