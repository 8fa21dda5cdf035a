// SQLite's functions that the server's SQL calls and PostgreSQL lacks, created in the database at setup
// (CREATE OR REPLACE: several instances may run this; the setup lock makes them take turns).
export const COMPATIBILITY_FUNCTIONS = `
CREATE OR REPLACE FUNCTION json_extract(document text, path text) RETURNS text LANGUAGE sql IMMUTABLE AS
  $$ SELECT CASE WHEN path = '$' THEN document ELSE document::jsonb #>> string_to_array(substr(path, 3), '.') END $$;
CREATE OR REPLACE FUNCTION json_type(document text, path text) RETURNS text LANGUAGE sql IMMUTABLE AS
  $$ SELECT CASE jsonb_typeof(value) WHEN 'number' THEN CASE WHEN value::text ~ '^-?[0-9]+$' THEN 'integer' ELSE 'real' END
                 WHEN 'string' THEN 'text' WHEN 'boolean' THEN value::text ELSE jsonb_typeof(value) END
     FROM (SELECT CASE WHEN path = '$' THEN document::jsonb ELSE document::jsonb #> string_to_array(substr(path, 3), '.') END AS value) AS node $$;
CREATE OR REPLACE FUNCTION json_valid(document text) RETURNS boolean LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  PERFORM document::jsonb;
  RETURN true;
EXCEPTION WHEN others THEN
  RETURN false;
END $$;
CREATE OR REPLACE FUNCTION julianday(moment text) RETURNS double precision LANGUAGE sql STABLE AS
  $$ SELECT extract(epoch FROM moment::timestamp) / 86400.0 + 2440587.5 $$;
-- date(day, '+N days'): SQLite's date with one modifier, for the modifiers PostgreSQL reads as an interval.
CREATE OR REPLACE FUNCTION date(moment text, modifier text) RETURNS text LANGUAGE sql STABLE AS
  $$ SELECT to_char(moment::date + modifier::interval, 'YYYY-MM-DD') $$;
CREATE OR REPLACE FUNCTION instr(haystack text, needle text) RETURNS integer LANGUAGE sql IMMUTABLE AS
  $$ SELECT strpos(haystack, needle) $$;
CREATE OR REPLACE FUNCTION round(value double precision, digits integer) RETURNS double precision LANGUAGE sql IMMUTABLE AS
  $$ SELECT round(value::numeric, digits)::double precision $$;
`;
