// Which database a FLOWDESK_DB setting names: a postgres:// address, or else an SQLite file (or :memory:).
export const isPostgresAddress = (setting: string) => /^postgres(ql)?:\/\//.test(setting);
