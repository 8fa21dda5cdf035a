// The portal's engine: every kind of APP_KINDS, the app's rule services for every prepare(), BUDGETCOST, and the engine's
// texts in i18next. Pages render definitions with <SchemaRenderer engine={appEngine} … view={{ source }} />.
import i18n from '../i18n';
import { createEngine, createFormulaEvaluator } from '../../renderers';
import { calcBudgetCost } from '../api/workHour';
import { APP_KINDS } from './kinds';
import { registerEngineMessages } from './messages';
import { createAppRuleServices } from './ruleServices';
import { APP_SOURCES } from './sources';

registerEngineMessages(i18n);

export const appEngine = createEngine({
  kinds: APP_KINDS,
  // BUDGETCOST asks the server (the formula is evaluated after the synchronous ones: docs/formulas.md).
  plugins: { formula: createFormulaEvaluator({ functions: { BUDGETCOST: calcBudgetCost } }) },
  prepareDefaults: { services: createAppRuleServices() },
});

/** The portal's data source of a kind (see ./sources.ts), or undefined for kinds that load nothing. */
export function appSourceOf(kind: string): unknown {
  return APP_SOURCES[kind]?.();
}
