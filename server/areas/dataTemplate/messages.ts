// Messages of the data-template area in both portal languages (the shared table in server/lib/i18n.ts is for
// the core routes; an area keeps its own). `fail` builds a refusal the area's error handler answers.
import type { FastifyRequest } from 'fastify';
import { langOf, type Lang, type MessageParams } from '../../lib/i18n';

const MESSAGES = {
  templateNotFound: ['根据报表别名【{alias}】未找到对应报表数据！', 'No data template was found for the alias "{alias}".'],
  secretTemplate: ['该报表为涉密报表，请通过涉密查询接口获取数据', 'This template is classified: its rows are listed by the classified list call only.'],
  notSecretTemplate: ['该报表不是涉密报表，请通过普通查询接口获取数据', 'This template is not classified: use the normal list call.'],
  formNotFound: ['表单【{formKey}】不存在', 'The form "{formKey}" does not exist.'],
  boMismatch: ['业务对象【{boAlias}】与表单【{formKey}】不匹配', 'The business object "{boAlias}" does not belong to the form "{formKey}".'],
  recordNotFound: ['数据记录不存在或已被删除', 'The record does not exist or has been deleted.'],
  draftNotFound: ['草稿不存在或已被删除', 'The draft does not exist or has been deleted.'],
  dataMissing: ['缺少业务对象【{boAlias}】的数据', 'The data of the business object "{boAlias}" is missing.'],
  saved: ['保存成功', 'Saved.'],
  draftSaved: ['草稿保存成功', 'Draft saved.'],
  deleted: ['删除成功', 'Deleted.'],
  selectAtLeastOne: ['请至少选择一条记录', 'Select at least one record.'],
  batchUpdated: ['已更新 {count} 条记录', '{count} records updated.'],
  batchNotAllowed: ['该报表未配置批量修改', 'This template has no batch update.'],
  batchFieldNotAllowed: ['字段【{field}】不允许批量修改', 'The field "{field}" cannot be changed in a batch.'],
  batchNothing: ['请填写要修改的字段', 'Fill in at least one field to change.'],
  validationFailed: ['数据校验未通过：{detail}', 'The data is not valid: {detail}'],
  optionInvalid: ['{label}的值“{value}”不在可选项中', 'The value "{value}" is not one of the choices of {label}.'],
  numberInvalid: ['{label}的值“{value}”不是有效的数字', 'The value "{value}" of {label} is not a number.'],
  dateInvalid: ['{label}的值“{value}”不是有效的日期', 'The value "{value}" of {label} is not a date.'],
  booleanInvalid: ['{label}的值“{value}”应为“是”或“否”', 'The value "{value}" of {label} must be yes or no.'],
  duplicateValue: ['{label}“{value}”已存在', '{label} "{value}" already exists.'],
  subNotFound: ['子表【{name}】不存在', 'The sub-table "{name}" does not exist.'],
  importFileMissing: ['请选择要导入的 Excel 文件（.xlsx）', 'Choose the Excel file (.xlsx) to import.'],
  importBadFile: ['文件不是有效的 Excel（.xlsx）文件', 'The file is not a valid Excel (.xlsx) file.'],
  importNoHeader: ['第一行应为表头，未找到可导入的列（请使用导入模板）', 'The first row must be the header; no importable column was found (use the import template).'],
  importNoRows: ['文件中没有可导入的数据', 'The file holds no rows to import.'],
  importTooMany: ['一次最多导入 {max} 行', 'At most {max} rows can be imported at once.'],
  importDone: ['导入完成：成功 {succeeded} 条，失败 {failed} 条', 'Import finished: {succeeded} imported, {failed} failed.'],
  importNotAllowed: ['该报表未配置导入', 'This template has no import.'],
  notAllowed: ['该报表未配置此操作', 'This template does not offer this action.'],
  exportNotAllowed: ['该报表未配置导出', 'This template has no export.'],
  yes: ['是', 'Yes'],
  no: ['否', 'No'],
  draftSubject: ['{template}草稿', 'Draft of {template}'],
  importTemplateSheet: ['导入数据', 'Import'],
} as const satisfies Record<string, readonly [string, string]>;

export type AreaMessageKey = keyof typeof MESSAGES;

export function translateArea(lang: Lang, key: AreaMessageKey, params: MessageParams = {}): string {
  const text: string = MESSAGES[key][lang === 'en-US' ? 1 : 0];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

export function areaText(request: FastifyRequest, key: AreaMessageKey, params?: MessageParams): string {
  return translateArea(langOf(request), key, params);
}

/** A refusal of this area with its localized sentence; the area's error handler answers it (server/lib/errors sendError). */
export class AreaError extends Error {
  constructor(
    readonly statusCode: 400 | 403 | 404,
    message: string,
  ) {
    super(message);
    this.name = 'AreaError';
  }
}

export function fail(request: FastifyRequest, statusCode: 400 | 403 | 404, key: AreaMessageKey, params?: MessageParams): AreaError {
  return new AreaError(statusCode, areaText(request, key, params));
}
