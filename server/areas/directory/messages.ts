// Messages of the directory area in both portal languages (a DirectoryError carries its key; the app's error
// handler words it in the caller's language).
import { TableError } from '../../lib/errors';
import type { MessageParams, MessageTable } from '../../lib/i18n';

const MESSAGES = {
  userNotFound: ['用户不存在：{key}', 'No such user: {key}'],
  orgNotFound: ['组织不存在：{id}', 'No such organisation: {id}'],
} as const satisfies MessageTable;

export type DirectoryMessageKey = keyof typeof MESSAGES;

export class DirectoryError extends TableError<typeof MESSAGES> {
  constructor(statusCode: 400 | 403 | 404, key: DirectoryMessageKey, params: MessageParams = {}) {
    super(MESSAGES, statusCode, key, params);
  }
}
