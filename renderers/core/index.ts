// Public surface of the engine core (re-exported by renderers/index.ts).
export { createEngine, DefinitionIssuesError } from './engine';
export type { AdaptContext, AnyKindModule, Engine, EngineOptions, EnginePlugins, KindModule, KindRenderProps, PrepareOptions, PrepareResult, RuleCompiler } from './engine';
export { validateDefinition, validateAgainstSchema, pointerToPath, isDefinitionKind, DEFINITION_SCHEMAS } from './validate';
export type { DefinitionIssue, DefinitionKind, DefinitionSchema, ValidateOptions, ValidationOutcome } from './validate';
export { coreMessages, formatCoreMessage, type CoreMessageKey } from './messages';
export { SchemaRenderer, MAX_LISTED_ISSUES, type SchemaRendererProps } from './SchemaRenderer';
