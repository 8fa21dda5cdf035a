// The start-up check of the database path: why the server cannot use it, before SQLite fails with a stack.
import { accessSync, constants, mkdirSync, statSync, type Stats } from 'node:fs';
import { dirname } from 'node:path';
import type { MessageKey, MessageParams } from '../lib/i18n';

export interface DbPathProblem {
  key: Extract<MessageKey, `db${string}`>;
  params: MessageParams;
}

const statOf = (path: string): Stats | undefined => statSync(path, { throwIfNoEntry: false });

/**
 * Writable for this process. The permission bits count as well as access(2): a server run as root may write
 * anywhere, but a file or folder the operator made read-only (no w bit at all) is not meant to be written.
 */
function isWritable(path: string, stats: Stats): boolean {
  if ((stats.mode & 0o222) === 0) return false;
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

const causeOf = (error: unknown) => (error instanceof Error && 'code' in error ? String(error.code) : String(error));

/**
 * What keeps the server from opening `path` as its read-write database, or undefined when it can. A missing
 * folder is created (the documented behaviour of FLOWDESK_DB); one that cannot be is the problem.
 */
export function databasePathProblem(path: string): DbPathProblem | undefined {
  if (path === ':memory:') return undefined;
  const folder = dirname(path);
  let stats: Stats | undefined;
  try {
    stats = statOf(path);
  } catch (error) {
    return { key: 'dbFolderUncreatable', params: { path, folder, cause: causeOf(error) } };
  }
  if (stats?.isDirectory()) return { key: 'dbPathIsDirectory', params: { path } };
  if (stats && !stats.isFile()) return { key: 'dbPathNotFile', params: { path } };
  if (stats && !isWritable(path, stats)) return { key: 'dbFileReadOnly', params: { path } };
  let folderStats = statOf(folder);
  if (!folderStats) {
    let ancestor = dirname(folder);
    let ancestorStats = statOf(ancestor);
    while (!ancestorStats && dirname(ancestor) !== ancestor) {
      ancestor = dirname(ancestor);
      ancestorStats = statOf(ancestor);
    }
    if (ancestorStats && !ancestorStats.isDirectory()) return { key: 'dbFolderUncreatable', params: { path, folder, cause: `ENOTDIR: ${ancestor}` } };
    if (ancestorStats && !isWritable(ancestor, ancestorStats)) return { key: 'dbFolderUncreatable', params: { path, folder, cause: `EACCES: ${ancestor}` } };
    try {
      mkdirSync(folder, { recursive: true });
    } catch (error) {
      return { key: 'dbFolderUncreatable', params: { path, folder, cause: causeOf(error) } };
    }
    folderStats = statOf(folder)!;
  }
  if (!folderStats.isDirectory()) return { key: 'dbFolderUncreatable', params: { path, folder, cause: 'ENOTDIR' } };
  // SQLite creates the file and its -wal/-shm files beside it.
  if (!isWritable(folder, folderStats)) return { key: 'dbFolderReadOnly', params: { path, folder } };
  return undefined;
}
