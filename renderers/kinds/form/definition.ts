// The form definition (schemas/form.schema.json, docs/engine.md): a form over a BO definition, designed
// from the BO model of contract notes §2.12 and §3. Data is {<boAlias>: {<field>…, sub_<entity>: [rows]}}.
import type { Locale } from '../../messages';
import type { Permission, RuleSet } from '../../rules';

/** A text, or one text per language. */
export type LocalizedText = string | Partial<Record<Locale, string>>;

export type FormDataType = 'varchar' | 'number' | 'date' | 'datetime' | 'time' | 'clob' | 'boolean';

export type FormControl =
  | 'text' | 'textarea' | 'number' | 'select' | 'radio' | 'checkbox' | 'switch' | 'date' | 'time' | 'datetime'
  | 'upload' | 'richtext' | 'user' | 'org' | 'dialog'
  // choices or value from the host's data services (docs/form-data-services.md)
  | 'dictionary' | 'sysType' | 'tag' | 'serialNumber';

/** The keys of the caller's default-info map (getDefaultInfoMap) a field may start with. */
export type DefaultInfoKey =
  | 'curUserId' | 'curUserName' | 'curUserAccount' | 'curOrgId' | 'curOrgName' | 'curPostId' | 'curPostName' | 'curDate' | 'curDateTime';

/** Where a new record's field value comes from when the form opens (writable, still empty fields only). */
export type FormDefaultSource = { info: DefaultInfoKey } | { property: string };

export type FormScalar = string | number | boolean;

export interface FormOption {
  value: FormScalar;
  label: LocalizedText;
}

/** While the attribute's value is one of `values`, the targets (same entity, or `<entity>.<attribute>`) get these permissions. */
export interface FormLinkage {
  values: FormScalar[];
  permissions: Record<string, Permission>;
}

export interface FormAttribute {
  name: string;
  label: LocalizedText;
  dataType: FormDataType;
  control: FormControl;
  options?: FormOption[];
  /** select controls: several options may be chosen; the value is their keys comma-joined, as a checkbox's. */
  multiple?: boolean;
  rules?: RuleSet;
  defaultValue?: FormScalar | FormScalar[];
  /** Main fields as data.<boAlias>.<field>; fields of the same sub-table row as item.<field>. */
  formula?: string;
  /** always (default) or default: computed only while the field is empty. */
  formulaMode?: 'always' | 'default';
  format?: string;
  /** Shown (not stored) as RMB capitals (filtercurrency) or with thousands separators (filterthousandBit). */
  display?: { currency?: boolean; thousands?: boolean };
  linkage?: FormLinkage[];
  placeholder?: LocalizedText;
  description?: LocalizedText;
  length?: number;
  decimalLen?: number;
  /** Target of the confirmed rule (data.<boAlias>.<field> or item.<field>). */
  confirmedWith?: string;
  upload?: { accept?: string[]; limit?: number };
  /** idField: the attribute of the same entity (row) holding the chosen ids, comma-joined (hotent-ui's `config.id`); the value itself holds the names. */
  selector?: { multiple?: boolean; dialogAlias?: string; valueField?: string; labelField?: string; idField?: string };
  /**
   * dictionary / sysType: the type key whose entries are the choices; tag: the tag type id (none: every tag);
   * serialNumber: the identity alias whose next number the server stores when the process starts.
   */
  serviceKey?: string;
  /** Filled from the default-info map or a system property when the form opens (docs/form-data-services.md). */
  defaultFrom?: FormDefaultSource;
}

export interface FormEntity {
  name: string;
  label: LocalizedText;
  type: 'main' | 'sub';
  /** Sub entities: the entity whose rows hold this table (default: the main entity). */
  parent?: string;
  attributes: FormAttribute[];
}

export interface TablePermission {
  hidden?: boolean;
  add?: boolean;
  del?: boolean;
  required?: boolean;
  edit?: boolean;
  export?: boolean;
  ctrlType?: string;
}

/** The runtime permission map (contract notes §3.2), keyed by entity name. */
export interface FormPermissionMap {
  fields?: Record<string, Record<string, Permission>>;
  table?: Record<string, TablePermission>;
  opinion?: Record<string, Permission>;
  /** Per-row overrides: sub_<ent>_<field>_<row> / sun_<ent>_<field>_<parentRow>_<row>. */
  subFields?: Record<string, Permission>;
}

/** A titled part of a tabs or collapse block: the main entity's fields (names) and tables (sub_<entity>) it holds. */
export interface FormLayoutPanel {
  title: LocalizedText;
  fields: string[];
}

/**
 * How the main entity's fields are grouped on the page (the designer's tabs, collapse panels and layout
 * tables). A block is drawn where its first field would be; fields in no block keep the form's one column.
 */
export type FormLayoutBlock =
  | { type: 'tabs' | 'collapse'; panels: FormLayoutPanel[] }
  | { type: 'grid'; columns: number; fields: string[] };

export interface FormDefinition {
  kind: 'form';
  alias: string;
  name: LocalizedText;
  description?: LocalizedText;
  boAlias: string;
  entities: FormEntity[];
  permission?: FormPermissionMap;
  layout?: FormLayoutBlock[];
}
