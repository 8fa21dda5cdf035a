// The engine's public surface. Code outside renderers/ imports from here only.
// Built so far: the pure libraries (rules, formulas, format helpers), definition validation and the
// engine core, the form adapter and the Semi theme for rjsf; the kinds' renderers join as they are built.
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
  formatAmount,
  isNegativeAmount,
  formatDate,
  parseDate,
  dateDiff,
  formatTimeLag,
  overtimeHours,
  halfDays,
  isoWeekNumber,
  FormatError,
  formatMessage as formatFormatMessage,
  formatMessages,
} from './format';
export type { AmountFormat, DateDiffUnit, TimeLag } from './format';

export {
  createEngine,
  DefinitionIssuesError,
  validateDefinition,
  validateWith,
  validateAgainstSchema,
  compileDefinitionSchema,
  isDefinitionKind,
  DEFINITION_SCHEMAS,
  coreMessages,
  formatCoreMessage,
  SchemaRenderer,
  ViewBoundary,
  ErrorBoundary,
  DefinitionView,
  jsonProblem,
  parseJson,
  jsonMessages,
  valueAtPath,
  showValue,
  shareStructure,
} from './core';
export type {
  AdaptContext,
  AnyKindModule,
  CheckContext,
  DefinitionIssue,
  DefinitionKind,
  DefinitionSchema,
  DefinitionValidator,
  Engine,
  EngineOptions,
  EnginePlugins,
  KindModule,
  KindPreviewProps,
  KindRenderProps,
  PrepareOptions,
  PrepareResult,
  RuleCompiler,
  SchemaRendererProps,
  ErrorBoundaryProps,
  DefinitionViewProps,
  JsonProblem,
  ValidationOutcome,
} from './core';

export { formToSchema, toTemplatePath, WIDGET_OF_CONTROL } from './kinds/form/adapter';
export { formAdapterKind } from './kinds/form/adapterKind';
export { formAdapterMessages } from './kinds/form/adapterMessages';
export { checkFormDefinition } from './kinds/form/checks';
export { formCheckMessages } from './kinds/form/checkMessages';
export { formKind, type FormViewProps } from './kinds/form/formKind';
export { drawsForm, formToRender, formModelOf, type FormToRender, type WireForm } from './kinds/form/wireForm';
export { linkageOverlay, overlaySignature, type PermissionOverlay } from './kinds/form/linkage';
export { FormRenderer, LINKAGE_VALIDATION_DELAY_MS, preloadForms, type FormRendererProps } from './kinds/form/FormRenderer';
export { validateFormData, validateFormDataAsync, type FormErrorSchema, type FormFieldError, type FormValidationResult } from './kinds/form/customValidate';
export type { FormDefinitionError, FormFieldDescriptor, FormModel, FormTableDescriptor, FormToSchemaOptions } from './kinds/form/adapter';
export type { FormAttribute, FormDefinition, FormEntity, FormPermissionMap, LocalizedText } from './kinds/form/definition';

// The theme's light parts only: rjsf's Form with the theme loads on demand behind FormRenderer.
export { createErrorTransformer } from './rjsf-semi/errors';
export { ErrorHint } from './rjsf-semi/templates/ErrorListTemplate';
export { RJSF_SEMI_MESSAGES } from './rjsf-semi/messages';
export { useInnerInputAttributes, useValidPopupReferences } from './rjsf-semi/widgets/shared';
export type { ChoiceService, FormDataServices, SemiFormContext, SelectorKind, SelectedItem, ServiceChoice, UploadedFile } from './rjsf-semi/context';

export { createSandboxScriptRunner, SandboxScriptError, SandboxTimeoutError, SandboxUnavailableError, type SandboxRunnerOptions, type SandboxScriptRunner } from './sandbox';
export * from './kinds/dialog';
export * from './kinds/chart';
export * from './kinds/query';
export * from './list';
export * from './kinds/data-template';
export * from './kinds/column';
export * from './kinds/layout';
export * from './kinds/form-html';
