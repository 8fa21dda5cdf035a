// Public surface of the engine core (re-exported by renderers/index.ts).
export { createEngine, DefinitionIssuesError } from './engine';
export type { AdaptContext, AnyKindModule, CheckContext, Engine, EngineOptions, EnginePlugins, KindModule, KindPreviewProps, KindRenderProps, PrepareOptions, PrepareResult, RuleCompiler } from './engine';
export { validateWith, pointerToPath, valueAtPath, showValue } from './validate';
export type { DefinitionIssue, DefinitionSchema, DefinitionValidator, ValidateOptions, ValidationOutcome } from './validate';
export { validateDefinition, isDefinitionKind, DEFINITION_SCHEMAS, type DefinitionKind } from './definitions';
export { compileDefinitionSchema, validateAgainstSchema } from './compileSchema';
export { coreMessages, formatCoreMessage, type CoreMessageKey } from './messages';
export { SchemaRenderer, ViewBoundary, MAX_LISTED_ISSUES, type SchemaRendererProps } from './SchemaRenderer';
export { ErrorBoundary, type ErrorBoundaryProps } from './ErrorBoundary';
export { DefinitionView, type DefinitionViewProps } from './DefinitionView';
export { jsonProblem, parseJson, jsonMessages, type JsonProblem, type JsonProblemCode } from './jsonProblem';
export { shareStructure } from './shareStructure';
