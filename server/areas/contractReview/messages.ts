// Messages of the AI contract review in both portal languages. A ContractReviewError carries its key; the area's
// error handler answers it with its status and the sentence in the caller's language.
import { TableError } from '../../lib/errors';
import { translateFrom, type Lang, type MessageParams, type MessageTable } from '../../lib/i18n';

const MESSAGES = {
  notConfigured: ['AI 合同审查服务未配置，请联系管理员', 'AI contract review is not configured. Please contact the administrator.'],
  noQualifyingFiles: [
    '没有符合条件的文件（仅支持 doc、pdf、docx、xlsx、xls、ppt、pptx、txt、md）',
    'No qualifying files (only doc, pdf, docx, xlsx, xls, ppt, pptx, txt, md)',
  ],
  fileNotFound: ['文件不存在：{id}', 'No such file: {id}'],
  serviceTimeout: ['AI 审查服务在 {seconds} 秒内没有答复', 'The AI review service did not answer within {seconds} seconds.'],
  serviceUnreachable: ['无法连接 AI 审查服务', 'The AI review service cannot be reached.'],
  uploadFailed: ['文件上传到 AI 审查服务失败（HTTP {status}）', 'Uploading the file to the AI review service failed (HTTP {status}).'],
  runFailed: ['AI 审查服务返回错误（HTTP {status}）', 'The AI review service answered with an error (HTTP {status}).'],
  workflowFailed: ['AI 审查未完成（{status}）：{reason}', 'The AI review did not complete ({status}): {reason}'],
  answerUnreadable: ['无法识别 AI 审查服务的答复', 'The answer of the AI review service could not be read.'],
} as const satisfies MessageTable;

export type ContractReviewMessageKey = keyof typeof MESSAGES;

export function contractReviewText(lang: Lang, key: ContractReviewMessageKey, params?: MessageParams): string {
  return translateFrom(MESSAGES, lang, key, params);
}

/** A refusal of the whole review call; no file has been sent to the service yet. */
export class ContractReviewError extends TableError<typeof MESSAGES> {
  constructor(statusCode: 400 | 404 | 503, key: ContractReviewMessageKey, params?: MessageParams) {
    super(MESSAGES, statusCode, key, params);
  }
}
