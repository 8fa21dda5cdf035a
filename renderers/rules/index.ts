// Public surface of the rule compiler (renderers/rules). Pure TypeScript: no React, rjsf, ajv or network
// import, so the server validates submitted form data with the same rules as the browser.
export { compileRules, clearRuleCache, DEFAULT_DEBOUNCE_MS, DEFAULT_SCRIPT_TIMEOUT_MS } from './compile';
export { parseRules, addRequired, mergeRules } from './parse';
export { isWritable, isPermission, effectivePermission, subFieldKey, type RowOverrides } from './permissions';
export { formatMessage, ruleMessages, type RuleMessageKey } from './messages';
export { checkRegex, MAX_REGEX_LENGTH, type RegexProblem } from './regexSafety';
export { RULE_NAMES } from './validators';
export type {
  CompiledRules,
  CompileOptions,
  DefinitionError,
  FormValues,
  Locale,
  ParsedRule,
  Permission,
  RegexSpec,
  RemoteCheckResult,
  RuleArg,
  RuleObject,
  RuleServices,
  RuleSet,
  ScriptResult,
  ValidationContext,
} from './types';
