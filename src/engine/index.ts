// The portal's engine: every kind of APP_KINDS, the app's rule services for every prepare(), and the engine's
// texts in i18next. Pages render definitions with <SchemaRenderer engine={appEngine} … view={{ source }} />.
import i18n from '../i18n';
import { createEngine } from '../../renderers';
import { APP_KINDS } from './kinds';
import { registerEngineMessages } from './messages';
import { createAppRuleServices } from './ruleServices';
import { APP_SOURCES } from './sources';

registerEngineMessages(i18n);

export const appEngine = createEngine({ kinds: APP_KINDS, prepareDefaults: { services: createAppRuleServices() } });

/** The portal's data source of a kind (see ./sources.ts), or undefined for kinds that load nothing. */
export function appSourceOf(kind: string): unknown {
  return APP_SOURCES[kind]?.();
}
