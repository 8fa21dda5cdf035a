// Public surface of the formula evaluator: pure TypeScript over expr-eval-fork, usable on the server.
export {
  compileFormula,
  evaluateFormula,
  createFormulaEvaluator,
  type CompiledFormula,
  type FormulaEvaluator,
  type FormulaEvaluatorOptions,
  type FormulaFunction,
  type FormulaResult,
} from './compile';
export { buildFormulaGraph, normalizeFieldPath, type FormulaGraph, type FormulaGraphOptions, type FormulaDefinitionError, type RecomputeOutcome } from './graph';
export { FormulaError, toFormulaError, type FormulaErrorCode, type FormulaErrorParams } from './errors';
export { FUNCTION_ALIASES } from './functions/catalogue';
export { MAX_FORMULA_LENGTH, MAX_NESTING_DEPTH } from './source';
export { FORMULAS_NAMESPACE } from './syntax';
export { MAX_VALUES, MAX_TEXT_LENGTH, type FormulaValue } from './values';
export { formatMessage, formulaMessages, type FormulaMessageKey } from './messages';
export { benchFormula, BENCH_EXPRESSION, type FormulaBenchResult } from './bench';
