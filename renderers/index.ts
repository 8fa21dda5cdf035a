// The engine's public surface. Code outside renderers/ imports from here only.
// So far: the pure libraries (rules, formulas, format helpers); the definition kinds, createEngine and
// SchemaRenderer join them as they are built.
export { LOCALES, DEFAULT_LOCALE, normalizeLocale, type Locale } from './messages';

export {
  compileRules,
  addRequired,
  mergeRules,
  isWritable,
  parseRules,
  effectivePermission,
  subFieldKey,
  checkRegex,
  RULE_NAMES,
  formatMessage as formatRuleMessage,
  ruleMessages,
} from './rules';
export type { CompiledRules, CompileOptions, DefinitionError, Permission, RuleServices, RuleSet } from './rules';

export {
  compileFormula,
  evaluateFormula,
  createFormulaEvaluator,
  buildFormulaGraph,
  FormulaError,
  formatMessage as formatFormulaMessage,
  formulaMessages,
} from './formula';
export type { CompiledFormula, FormulaEvaluator, FormulaResult, FormulaGraph } from './formula';

export {
  toChineseCurrency,
  formatThousands,
  formatFileSize,
  formatDate,
  parseDate,
  dateDiff,
  formatTimeLag,
  overtimeHours,
  halfDays,
  FormatError,
  formatMessage as formatFormatMessage,
  formatMessages,
} from './format';
export type { DateDiffUnit, TimeLag } from './format';
