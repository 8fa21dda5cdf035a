// The server's SQL is written for SQLite; these rewrite it for PostgreSQL, mechanically. What cannot be rewritten
// as text (triggers) has a PostgreSQL variant beside its SQLite one; SQLite's functions without a PostgreSQL twin
// (json_extract, json_type, json_valid, julianday, date, instr, round of a double) are created in the database by
// compatibility.ts instead.

/** The SQL with each string literal replaced by a marker, so that rewrites never touch text inside quotes. */
interface Masked {
  code: string;
  literals: string[];
}

const LITERAL_MARK = '\u0000';

function maskLiterals(sql: string): Masked {
  const literals: string[] = [];
  let code = '';
  for (let index = 0; index < sql.length; index++) {
    const char = sql[index];
    if (char === "'") {
      let end = index + 1;
      for (;;) {
        end = sql.indexOf("'", end);
        if (end < 0) throw new Error(`unterminated string literal in SQL: ${sql}`);
        if (sql[end + 1] === "'") end += 2;
        else break;
      }
      code += `${LITERAL_MARK}${literals.length}${LITERAL_MARK}`;
      literals.push(sql.slice(index, end + 1));
      index = end;
    } else if (char === '-' && sql[index + 1] === '-') {
      const end = sql.indexOf('\n', index);
      index = end < 0 ? sql.length : end - 1;
    } else code += char;
  }
  return { code, literals };
}

const unmask = ({ code, literals }: Masked) => code.replace(/\u0000(\d+)\u0000/g, (_mark, index: string) => literals[Number(index)]);

/**
 * SQLite's placeholders as PostgreSQL's numbered `$n`: `?` in order, or `@name` (bound from an object; the
 * names in the order of their numbers).
 */
function numberPlaceholders(code: string): { code: string; names: string[] } {
  let count = 0;
  const names: string[] = [];
  const numbered = code.replace(/\?|@(\w+)/g, (_placeholder, name?: string) => {
    if (!name) return `$${++count}`;
    const index = names.indexOf(name);
    if (index >= 0) return `$${index + 1}`;
    names.push(name);
    return `$${names.length}`;
  });
  if (count > 0 && names.length > 0) throw new Error(`SQL mixes ? and @name placeholders: ${code}`);
  return { code: numbered, names };
}

/** A statement for PostgreSQL, and the parameter names of its `@name` placeholders (none for `?`). */
export interface PostgresStatement {
  text: string;
  names: string[];
}

/** The comma-separated arguments of the call whose opening parenthesis is at `open`, and the index after its close. */
function callArguments(code: string, open: number): { args: string[]; end: number } {
  const args: string[] = [];
  let depth = 0;
  let start = open + 1;
  for (let index = open; index < code.length; index++) {
    const char = code[index];
    if (char === '(') depth++;
    else if (char === ',' && depth === 1) {
      args.push(code.slice(start, index).trim());
      start = index + 1;
    } else if (char === ')' && --depth === 0) {
      args.push(code.slice(start, index).trim());
      return { args, end: index + 1 };
    }
  }
  throw new Error(`unbalanced parentheses in SQL: ${code}`);
}

/** Rewrites every call of the function `name` by `rewrite(its arguments)`, calls inside the arguments first. */
function rewriteCalls(code: string, name: string, rewrite: (args: string[]) => string): string {
  const pattern = new RegExp(`\\b${name}\\s*\\(`, 'gi');
  let result = '';
  let from = 0;
  for (let match = pattern.exec(code); match; match = pattern.exec(code)) {
    const { args, end } = callArguments(code, match.index + match[0].length - 1);
    result += code.slice(from, match.index) + rewrite(args.map((arg) => rewriteCalls(arg, name, rewrite)));
    from = end;
    pattern.lastIndex = end;
  }
  return result + code.slice(from);
}

/** Aliases with capitals: PostgreSQL folds unquoted names to lower case, SQLite keeps them as written. */
const quoteMixedCaseAliases = (code: string) => code.replace(/\bAS\s+([a-z_]\w*[A-Z]\w*)\b/g, 'AS "$1"');

function rewriteInsertOr(code: string): string {
  if (!/\bINSERT\s+OR\s+IGNORE\s+INTO\b/i.test(code)) return code;
  const body = code.replace(/\bINSERT\s+OR\s+IGNORE\s+INTO\b/i, 'INSERT INTO').replace(/;\s*$/, '');
  const returning = body.search(/\bRETURNING\b/i);
  return returning < 0 ? `${body} ON CONFLICT DO NOTHING` : `${body.slice(0, returning)}ON CONFLICT DO NOTHING ${body.slice(returning)}`;
}

/** One statement of the server's SQLite SQL as PostgreSQL SQL. */
export function statementToPostgres(sql: string): PostgresStatement {
  const masked = maskLiterals(sql);
  let code = masked.code;
  if (/\bINSERT\s+OR\s+REPLACE\b/i.test(code)) throw new Error(`INSERT OR REPLACE has no PostgreSQL form; write ON CONFLICT … DO UPDATE: ${sql}`);
  // ctid, the nearest thing, is where a row lies in the table's file: no insertion order, and it moves on UPDATE.
  if (/\browid\b/i.test(code)) throw new Error(`rowid has no PostgreSQL form; order or pick by a key column: ${sql}`);
  code = rewriteInsertOr(code);
  // SQLite's LIKE ignores the case of ASCII letters.
  code = code.replace(/\bLIKE\b/gi, 'ILIKE');
  // SQLite's IS / IS NOT compare any two values, NULL-safe.
  code = code.replace(/\bIS\s+NOT\s+(?!NULL\b|TRUE\b|FALSE\b|DISTINCT\b)/gi, 'IS DISTINCT FROM ');
  code = code.replace(/\bIS\s+(?!NOT\b|NULL\b|TRUE\b|FALSE\b|DISTINCT\b)/gi, 'IS NOT DISTINCT FROM ');
  code = rewriteCalls(code, 'group_concat', ([value, separator]) => `string_agg((${value})::text, ${separator ?? "','"})`);
  code = code.replace(/\bjson_each\s*\(([^()]*)\)(?:\s+AS\s+(\w+))?/gi, (_call, value: string, alias?: string) => `json_array_elements_text((${value})::json) AS ${alias ?? 'json_each'}(value)`);
  code = code.replace(/(\b\w+(?:\.\w+)?)\s*=\s*(\?)\s+COLLATE\s+NOCASE\b/gi, 'lower($1) = lower($2)');
  code = code.replace(/\bAS\s+REAL\b/gi, 'AS DOUBLE PRECISION');
  code = quoteMixedCaseAliases(code);
  const placeholders = numberPlaceholders(code);
  return { text: unmask({ code: placeholders.code, literals: masked.literals }), names: placeholders.names };
}

/** The column types of SQLite DDL as PostgreSQL's (INTEGER holds millisecond times: 64 bits). */
function columnTypes(code: string): string {
  return code
    .replace(/\bINTEGER\s+PRIMARY\s+KEY(\s+AUTOINCREMENT)?\b/gi, 'BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY')
    .replace(/\bINTEGER\b/gi, 'BIGINT')
    .replace(/\bREAL\b/gi, 'DOUBLE PRECISION')
    .replace(/\bBLOB\b/gi, 'BYTEA');
}

/** Splits a script into statements at top-level semicolons (string literals are masked). */
const statementsOf = (code: string) =>
  code
    .split(';')
    .map((statement) => statement.trim())
    .filter((statement) => statement !== '');

/**
 * A script of SQLite DDL (and seeding statements) as PostgreSQL statements, one per entry. Triggers have no
 * textual translation: a script holding one must come with its PostgreSQL variant (see dialect.ts).
 */
export function scriptToPostgres(sql: string): string[] {
  const masked = maskLiterals(sql);
  if (/\bCREATE\s+TRIGGER\b/i.test(masked.code)) throw new Error('CREATE TRIGGER needs a PostgreSQL variant of its script');
  return statementsOf(masked.code).map((statement) => {
    let code = statement;
    if (/^\s*CREATE\s+(TABLE|INDEX|UNIQUE\s+INDEX)\b/i.test(code)) {
      code = code.replace(/\)\s*WITHOUT\s+ROWID\s*$/i, ')');
      code = code.replace(/(\b\w+)\s+COLLATE\s+NOCASE\b/gi, 'lower($1)');
    }
    if (/^\s*(CREATE|ALTER)\s+TABLE\b/i.test(code)) code = columnTypes(code);
    return statementToPostgres(unmask({ code, literals: masked.literals })).text;
  });
}
