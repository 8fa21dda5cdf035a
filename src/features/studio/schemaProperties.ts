// The property names a kind's JSON Schema allows in the object at a JSON path, for the editor's autocomplete.
// Follows local $refs, allOf/anyOf/oneOf and if/then/else (every branch's properties are offered: the author
// picks), array items and additionalProperties schemas. Pure.

type Schema = Readonly<Record<string, unknown>>;

export interface SchemaProperty {
  readonly name: string;
  readonly description?: string;
  readonly required: boolean;
}

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

function resolveRef(root: Schema, schema: Schema): Schema {
  let current = schema;
  for (let depth = 0; typeof current.$ref === 'string' && depth < 16; depth += 1) {
    const ref = current.$ref as string;
    if (!ref.startsWith('#/')) return current;
    let target: unknown = root;
    for (const part of ref.slice(2).split('/')) target = isSchema(target) ? target[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    if (!isSchema(target)) return current;
    const { $ref: _ref, ...rest } = current;
    current = Object.keys(rest).length ? { ...target, ...rest } : target;
  }
  return current;
}

/** The schema and every schema it combines with (allOf, anyOf, oneOf, then, else), refs resolved. */
function branches(root: Schema, schema: Schema, seen = new Set<Schema>()): Schema[] {
  const resolved = resolveRef(root, schema);
  if (seen.has(resolved)) return [];
  seen.add(resolved);
  const out = [resolved];
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    const list = resolved[key];
    if (Array.isArray(list)) for (const item of list) if (isSchema(item)) out.push(...branches(root, item, seen));
  }
  for (const key of ['then', 'else']) {
    const branch = resolved[key];
    if (isSchema(branch)) out.push(...branches(root, branch, seen));
  }
  return out;
}

/** The schemas that may describe the value at `steps` below the root. */
function schemasAt(root: Schema, steps: readonly (string | number)[]): Schema[] {
  let current: Schema[] = branches(root, root);
  for (const step of steps) {
    const next: Schema[] = [];
    for (const schema of current) {
      if (typeof step === 'number') {
        if (isSchema(schema.items)) next.push(...branches(root, schema.items));
        else if (Array.isArray(schema.items) && isSchema(schema.items[step])) next.push(...branches(root, schema.items[step] as Schema));
        continue;
      }
      const properties = schema.properties;
      if (isSchema(properties) && isSchema(properties[step])) next.push(...branches(root, properties[step] as Schema));
      else if (isSchema(schema.additionalProperties)) next.push(...branches(root, schema.additionalProperties));
    }
    current = next;
    if (!current.length) break;
  }
  return current;
}

/** The property names allowed in the object at `steps` (e.g. ['entities', 0]), each once, in schema order. */
export function schemaPropertiesAt(root: Schema, steps: readonly (string | number)[]): SchemaProperty[] {
  const found = new Map<string, SchemaProperty>();
  for (const schema of schemasAt(root, steps)) {
    const required = Array.isArray(schema.required) ? (schema.required as unknown[]) : [];
    if (!isSchema(schema.properties)) continue;
    for (const [name, property] of Object.entries(schema.properties)) {
      const previous = found.get(name);
      const description = isSchema(property) && typeof resolveRef(root, property).description === 'string' ? (resolveRef(root, property).description as string) : undefined;
      found.set(name, { name, description: previous?.description ?? description, required: (previous?.required ?? false) || required.includes(name) });
    }
  }
  return [...found.values()];
}
