// server/start.ts refuses a database path it cannot use: one localized line naming the path and the cause,
// exit code 2, no stack. Each case starts the real process.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const START = fileURLToPath(new URL('./start.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'flowdesk-start-'));
afterAll(() => {
  chmodSync(join(dir, 'locked'), 0o755);
  rmSync(dir, { recursive: true, force: true });
});

function start(dbPath: string, lang = 'en_US.UTF-8') {
  const result = spawnSync(process.execPath, ['--import', 'tsx', START], {
    env: { ...process.env, FLOWDESK_DB: dbPath, LANG: lang, LC_ALL: '', LC_MESSAGES: '', PORT: '1', HOST: '127.0.0.1' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stderr: result.stderr.trim() };
}

const readOnlyFile = join(dir, 'readonly.db');
writeFileSync(readOnlyFile, '');
chmodSync(readOnlyFile, 0o444);
const locked = join(dir, 'locked');
mkdirSync(locked);
chmodSync(locked, 0o555);
const plainFile = join(dir, 'plain.txt');
writeFileSync(plainFile, 'not a folder');
const notDatabase = join(dir, 'garbage.db');
writeFileSync(notDatabase, 'this is not an SQLite database file, just text long enough to be read as a header ..........');

const CASES = [
  { name: 'a read-only file', path: readOnlyFile, cause: 'the file is read-only' },
  { name: 'a read-only folder', path: join(locked, 'flowdesk.db'), cause: `its folder ${locked} is read-only` },
  { name: 'a directory', path: dir, cause: 'the path is a folder, not a file' },
  { name: 'a parent below a file', path: join(plainFile, 'data', 'flowdesk.db'), cause: 'cannot be created (ENOTDIR' },
  { name: 'a missing parent in a read-only folder', path: join(locked, 'data', 'flowdesk.db'), cause: 'cannot be created (EACCES' },
  { name: 'a file that is not a database', path: notDatabase, cause: 'file is not a database' },
];

describe('start-up check of FLOWDESK_DB', () => {
  it.each(CASES)('refuses $name in one line with exit code 2', ({ path, cause }) => {
    const { status, stderr } = start(path);
    expect(stderr).toContain(`Cannot open the database ${path}`);
    expect(stderr).toContain(cause);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).not.toMatch(/\bat .*:\d+:\d+/);
    expect(status).toBe(2);
  }, 60_000);

  it('words the line in the environment’s language', () => {
    const { status, stderr } = start(readOnlyFile, 'zh_CN.UTF-8');
    expect(stderr).toBe(`无法打开数据库 ${readOnlyFile}：文件是只读的`);
    expect(status).toBe(2);
  }, 60_000);
});
