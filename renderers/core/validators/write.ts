// `npm run schemas`: compiles every schemas/*.schema.json into its validator module beside this file.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { validatorModuleName, validatorModuleSource } from './standalone';

const schemasDir = join(import.meta.dirname, '../../../schemas');
for (const file of readdirSync(schemasDir).filter((name) => name.endsWith('.schema.json')).sort()) {
  const schema = JSON.parse(readFileSync(join(schemasDir, file), 'utf8')) as object;
  const target = join(import.meta.dirname, validatorModuleName(file));
  writeFileSync(target, validatorModuleSource(file, schema));
  console.log(`schemas/${file} → renderers/core/validators/${validatorModuleName(file)}`);
}
