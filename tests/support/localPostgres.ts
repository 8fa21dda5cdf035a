// Debian's PostgreSQL on loopback for the tests of the PostgreSQL dialect (apt-get install -y postgresql): a
// throw-away cluster in a temporary folder, on a free port, started and stopped by the tests themselves.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './freePort';

const HOST = '127.0.0.1';
const SUPERUSER = 'flowdesk';

/** The newest installed server's programs (Debian: /usr/lib/postgresql/<version>/bin). */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : undefined;
}


export interface LocalPostgres {
  /** the address of a database of this cluster */
  url(database: string): string;
  /** a new empty database (UTF-8, byte-order collation as SQLite compares), its address */
  createDatabase(name?: string): Promise<string>;
  dropDatabase(name: string): Promise<void>;
  stop(): void;
}

/** PostgreSQL refuses to run as root: as root, the cluster belongs to Debian's postgres user. */
function runAs(): { uid: number; gid: number } | undefined {
  if (userInfo().uid !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

let databaseCount = 0;
const INTERRUPTS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

export async function startLocalPostgres(): Promise<LocalPostgres> {
  const bin = postgresBinaries();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  const folder = mkdtempSync(join(tmpdir(), 'flowdesk-pg-'));
  const owner = runAs();
  if (owner) chownSync(folder, owner.uid, owner.gid);
  const data = join(folder, 'data');
  const run = (program: string, args: string[]) => {
    const result = spawnSync(join(bin, program), args, { ...owner, cwd: folder, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } });
    if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
  };
  run('initdb', ['-D', data, '-U', SUPERUSER, '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const options = `-h ${HOST} -p ${port} -k ${folder} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  run('pg_ctl', ['-D', data, '-l', join(folder, 'log'), '-o', options, '-w', 'start']);
  const url = (database: string) => `postgres://${SUPERUSER}@${HOST}:${port}/${database}`;

  const administer = async (sql: string) => {
    const client = new pg.Client({ connectionString: url('postgres') });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    for (const signal of INTERRUPTS) process.off(signal, onInterrupt);
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  };
  // Interrupted (Ctrl-C, a CI timeout), the cluster goes too instead of running on with its folder in /tmp; the
  // signal then does what it would have done (ends the process, or reaches whoever else listens for it).
  function onInterrupt(signal: NodeJS.Signals) {
    stop();
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  }
  for (const signal of INTERRUPTS) process.once(signal, onInterrupt);

  return {
    url,
    createDatabase: async (name = `flowdesk_${process.pid}_${++databaseCount}`) => {
      await administer(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'`);
      return url(name);
    },
    dropDatabase: (name) => administer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    stop,
  };
}
