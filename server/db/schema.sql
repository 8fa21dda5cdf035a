-- Flowdesk reference server schema (SQLite). Every statement is idempotent so it can run on each start.
-- Ids are TEXT (numeric strings like the Hotent backend) except menus, whose integer ids give the menu order.

CREATE TABLE IF NOT EXISTS settings (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS tenants (
  id            TEXT PRIMARY KEY,
  code          TEXT NOT NULL UNIQUE,
  name          TEXT NOT NULL,
  name_en       TEXT,
  name_front    TEXT,
  name_front_en TEXT,
  status        TEXT NOT NULL DEFAULT 'enable',
  create_time   TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS logos (
  tenant_id    TEXT NOT NULL REFERENCES tenants(id),
  logo_type    TEXT NOT NULL CHECK (logo_type IN ('logo', 'ico')),
  file_name    TEXT NOT NULL,
  content_type TEXT NOT NULL,
  data         BLOB NOT NULL,
  PRIMARY KEY (tenant_id, logo_type)
);

CREATE TABLE IF NOT EXISTS pwd_strategies (
  tenant_id  TEXT PRIMARY KEY REFERENCES tenants(id),
  enable     INTEGER NOT NULL,
  pwd_rule   INTEGER NOT NULL CHECK (pwd_rule BETWEEN 1 AND 4),
  pwd_length INTEGER NOT NULL,
  duration   INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS dimensions (
  id          TEXT PRIMARY KEY,
  tenant_id   TEXT NOT NULL REFERENCES tenants(id),
  code        TEXT NOT NULL,
  name        TEXT NOT NULL,
  name_en     TEXT,
  is_default  INTEGER NOT NULL DEFAULT 0,
  description TEXT,
  UNIQUE (tenant_id, code)
);

CREATE TABLE IF NOT EXISTS orgs (
  id        TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  dem_id    TEXT NOT NULL REFERENCES dimensions(id),
  parent_id TEXT,
  code      TEXT NOT NULL,
  name      TEXT NOT NULL,
  name_en   TEXT,
  grade     TEXT,
  sn        INTEGER NOT NULL DEFAULT 0,
  UNIQUE (tenant_id, code)
);
CREATE INDEX IF NOT EXISTS orgs_parent ON orgs (dem_id, parent_id);

CREATE TABLE IF NOT EXISTS jobs (
  id          TEXT PRIMARY KEY,
  tenant_id   TEXT NOT NULL REFERENCES tenants(id),
  code        TEXT NOT NULL,
  name        TEXT NOT NULL,
  name_en     TEXT,
  post_level  TEXT,
  description TEXT,
  UNIQUE (tenant_id, code)
);

CREATE TABLE IF NOT EXISTS posts (
  id        TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  org_id    TEXT NOT NULL REFERENCES orgs(id),
  job_id    TEXT REFERENCES jobs(id),
  code      TEXT NOT NULL,
  name      TEXT NOT NULL,
  name_en   TEXT,
  is_charge INTEGER NOT NULL DEFAULT 0,
  UNIQUE (tenant_id, code)
);

CREATE TABLE IF NOT EXISTS roles (
  id          TEXT PRIMARY KEY,
  tenant_id   TEXT NOT NULL REFERENCES tenants(id),
  code        TEXT NOT NULL,
  name        TEXT NOT NULL,
  name_en     TEXT,
  enabled     INTEGER NOT NULL DEFAULT 1,
  description TEXT,
  UNIQUE (tenant_id, code)
);

CREATE TABLE IF NOT EXISTS users (
  id              TEXT PRIMARY KEY,
  tenant_id       TEXT NOT NULL REFERENCES tenants(id),
  account         TEXT NOT NULL,
  fullname        TEXT NOT NULL,
  password        TEXT NOT NULL,
  email           TEXT,
  mobile          TEXT,
  phone           TEXT,
  address         TEXT,
  sex             TEXT CHECK (sex IN ('male', 'female')),
  status          INTEGER NOT NULL DEFAULT 1,
  must_change_pwd INTEGER NOT NULL DEFAULT 0,
  photo           TEXT,
  user_number     TEXT,
  birthday        TEXT,
  entry_date      TEXT,
  education       TEXT,
  post_level      TEXT,
  rank            TEXT,
  mgr_rank        TEXT,
  current_post_id TEXT REFERENCES posts(id),
  pwd_create_time TEXT,
  create_time     TEXT NOT NULL,
  UNIQUE (tenant_id, account)
);

CREATE TABLE IF NOT EXISTS user_posts (
  user_id   TEXT NOT NULL REFERENCES users(id),
  post_id   TEXT NOT NULL REFERENCES posts(id),
  is_master INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, post_id)
);

CREATE TABLE IF NOT EXISTS user_roles (
  user_id TEXT NOT NULL REFERENCES users(id),
  role_id TEXT NOT NULL REFERENCES roles(id),
  PRIMARY KEY (user_id, role_id)
);

CREATE TABLE IF NOT EXISTS secretaries (
  id           TEXT PRIMARY KEY,
  tenant_id    TEXT NOT NULL REFERENCES tenants(id),
  leader_id    TEXT NOT NULL REFERENCES users(id),
  secretary_id TEXT NOT NULL REFERENCES users(id),
  UNIQUE (leader_id, secretary_id)
);

-- Menus are shared by all tenants; menu_roles restricts an item to role codes (no row = everyone).
CREATE TABLE IF NOT EXISTS menus (
  id         INTEGER PRIMARY KEY,
  parent_id  INTEGER REFERENCES menus(id),
  name       TEXT NOT NULL,
  name_en    TEXT,
  alias      TEXT NOT NULL UNIQUE,
  menu_icon  TEXT,
  sn         INTEGER NOT NULL DEFAULT 0,
  path       TEXT,
  menu_url   TEXT,
  href       TEXT,
  hidden     INTEGER NOT NULL DEFAULT 0,
  open       INTEGER NOT NULL DEFAULT 1,
  visibility TEXT NOT NULL DEFAULT 'all' CHECK (visibility IN ('all', 'secretary', 'platform'))
);

CREATE TABLE IF NOT EXISTS menu_roles (
  menu_id   INTEGER NOT NULL REFERENCES menus(id),
  role_code TEXT NOT NULL,
  PRIMARY KEY (menu_id, role_code)
);

CREATE TABLE IF NOT EXISTS methods (
  alias      TEXT PRIMARY KEY,
  name       TEXT NOT NULL,
  name_en    TEXT,
  menu_alias TEXT
);

CREATE TABLE IF NOT EXISTS role_methods (
  role_code    TEXT NOT NULL,
  method_alias TEXT NOT NULL REFERENCES methods(alias),
  PRIMARY KEY (role_code, method_alias)
);

CREATE TABLE IF NOT EXISTS inner_messages (
  id          TEXT PRIMARY KEY,
  tenant_id   TEXT NOT NULL REFERENCES tenants(id),
  subject     TEXT NOT NULL,
  content     TEXT NOT NULL,
  sender_id   TEXT REFERENCES users(id),
  create_time TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS message_receivers (
  message_id  TEXT NOT NULL REFERENCES inner_messages(id),
  receiver_id TEXT NOT NULL REFERENCES users(id),
  is_read     INTEGER NOT NULL DEFAULT 0,
  read_time   TEXT,
  PRIMARY KEY (message_id, receiver_id)
);
CREATE INDEX IF NOT EXISTS message_receivers_unread ON message_receivers (receiver_id, is_read);

CREATE TABLE IF NOT EXISTS files (
  id           TEXT PRIMARY KEY,
  tenant_id    TEXT NOT NULL REFERENCES tenants(id),
  owner_id     TEXT NOT NULL REFERENCES users(id),
  file_name    TEXT NOT NULL,
  ext          TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size         INTEGER NOT NULL,
  data         BLOB NOT NULL,
  create_time  TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS seals (
  id          TEXT PRIMARY KEY,
  tenant_id   TEXT NOT NULL REFERENCES tenants(id),
  user_id     TEXT NOT NULL UNIQUE REFERENCES users(id),
  file_id     TEXT NOT NULL REFERENCES files(id),
  password    TEXT NOT NULL,
  create_time TEXT NOT NULL,
  update_time TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS approval_items (
  id          TEXT PRIMARY KEY,
  tenant_id   TEXT NOT NULL REFERENCES tenants(id),
  expression  TEXT NOT NULL,
  type        INTEGER NOT NULL CHECK (type IN (1, 2, 3, 4)),
  user_id     TEXT NOT NULL REFERENCES users(id),
  def_key     TEXT NOT NULL DEFAULT '',
  type_id     TEXT NOT NULL DEFAULT '',
  sn          INTEGER NOT NULL DEFAULT 0,
  create_time TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS short_urls (
  code        TEXT PRIMARY KEY,
  tenant_id   TEXT NOT NULL REFERENCES tenants(id),
  url         TEXT NOT NULL,
  guest_token TEXT NOT NULL DEFAULT '',
  expire_time TEXT,
  create_time TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS work_reports (
  id          TEXT PRIMARY KEY,
  tenant_id   TEXT NOT NULL REFERENCES tenants(id),
  user_id     TEXT NOT NULL REFERENCES users(id),
  year        INTEGER NOT NULL,
  month       INTEGER NOT NULL CHECK (month BETWEEN 1 AND 12),
  hours       REAL NOT NULL,
  status      TEXT NOT NULL CHECK (status IN ('draft', 'submitted', 'frozen')),
  dep_code    TEXT,
  submit_time TEXT,
  freeze_time TEXT,
  update_time TEXT NOT NULL,
  UNIQUE (user_id, year, month)
);

CREATE TABLE IF NOT EXISTS cost_reports (
  id          TEXT PRIMARY KEY,
  tenant_id   TEXT NOT NULL REFERENCES tenants(id),
  dep_code    TEXT NOT NULL,
  annual      INTEGER NOT NULL,
  amount      REAL NOT NULL,
  create_time TEXT NOT NULL,
  UNIQUE (tenant_id, dep_code, annual)
);

-- Signed-out tokens stay rejected until they would have expired anyway.
CREATE TABLE IF NOT EXISTS revoked_tokens (
  jti        TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);

-- Sign-in failures per account (tenant + account) and per client address (server/lib/signInThrottle.ts), in the
-- database so that every server process counts the same attempts. Times in milliseconds.
CREATE TABLE IF NOT EXISTS sign_in_failures (
  kind         TEXT NOT NULL CHECK (kind IN ('account', 'address')),
  failure_key  TEXT NOT NULL,
  count        INTEGER NOT NULL,
  last_at      INTEGER NOT NULL,
  locked_until INTEGER NOT NULL,
  PRIMARY KEY (kind, failure_key)
);
CREATE INDEX IF NOT EXISTS sign_in_failures_forgotten ON sign_in_failures (kind, last_at);

-- Saved business-object records of online forms: `data` is the record's JSON (`{<field>: value, …}`).
-- The uniqueness check (isExist) reads one field with json_extract; the path is always a bound parameter.
CREATE TABLE IF NOT EXISTS bo_data (
  id          TEXT PRIMARY KEY,
  tenant_id   TEXT NOT NULL REFERENCES tenants(id),
  bo_alias    TEXT NOT NULL,
  data        TEXT NOT NULL CHECK (json_valid(data)),
  create_time TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS bo_data_alias ON bo_data (tenant_id, bo_alias);
