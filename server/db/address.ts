// Which database a FLOWDESK_DB setting names: a postgres:// address, or else an SQLite file (or :memory:).
/** A PostgreSQL address as it may be printed or logged: without its password. */
export function printableAddress(address: string): string {
  const url = new URL(address);
  if (url.password) url.password = '***';
  return url.toString();
}

export const isPostgresAddress = (setting: string) => /^postgres(ql)?:\/\//.test(setting);
