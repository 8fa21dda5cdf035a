// The engine: a registry of definition kinds per instance, plugin slots for rules and formulas, and
// prepare() = validate → adapt, which answers bad definitions with issues instead of throwing. A kind brings
// its schema compiled ahead of time (validators/, `npm run schemas`); an engine may compile the schemas of
// kinds without one at run time (`compileSchema`: ./compileSchema.ts, which brings ajv along).
// Pure: no React at run time (render's type only).
import type { ReactNode } from 'react';
import { createFormulaEvaluator, type FormulaEvaluator } from '../formula';
import { normalizeLocale, type Locale } from '../messages';
import { compileRules, type CompiledRules, type CompileOptions, type RuleSet } from '../rules';
import { formatCoreMessage } from './messages';
import { aliasOf, issue, validateCompiled, type DefinitionIssue, type DefinitionSchema, type DefinitionValidator } from './validate';

/** The rules slot: compiles a field's rules (default: renderers/rules compileRules). */
export interface RuleCompiler {
  compile(rules: RuleSet, options?: CompileOptions): CompiledRules;
}

/** The plugins every adapter of an engine uses. */
export interface EnginePlugins {
  readonly rules: RuleCompiler;
  readonly formula: FormulaEvaluator;
}

export interface AdaptContext<Options> {
  readonly options: Options;
  readonly locale: Locale;
  readonly plugins: EnginePlugins;
}

/** What a kind's renderer receives besides its model. */
export interface KindRenderProps {
  /** Where the view sits (for messages), e.g. 'home/column/todo'. */
  readonly path: string;
  readonly locale: Locale;
  /** The host page's props for this kind's view (the form kind: data, formContext, onSubmit, readOnly). */
  readonly view?: Readonly<Record<string, unknown>>;
}

/** What a kind's preview receives: the render props, and the options and plugins prepare() will use. */
export interface KindPreviewProps extends KindRenderProps {
  readonly options: PrepareOptions;
  readonly plugins: EnginePlugins;
}

/**
 * One definition kind: its schema (validated before adapt), a pure adapter from definition to view model,
 * and optionally a React renderer of that model.
 */
export interface KindModule<Definition = never, Model = unknown, Options = Record<string, unknown>> {
  readonly kind: string;
  readonly schema: DefinitionSchema;
  /** `schema` compiled ahead of time (validators/); without it the engine's `compileSchema` compiles it. */
  readonly validator?: DefinitionValidator;
  /** Definition (already valid against schema) → model. May throw DefinitionIssuesError for problems the schema cannot express. */
  adapt(definition: Definition, context: AdaptContext<Options>): Model;
  render?(model: Model, props: KindRenderProps): ReactNode;
  /**
   * What to paint from the raw definition before it is validated and adapted, for kinds whose preparation
   * would hold up the first paint (a big form): the start of what render() will show, taking no input.
   * DefinitionView shows it and prepares the definition after that paint; undefined: prepare at once.
   */
  preview?(definition: unknown, props: KindPreviewProps): ReactNode | undefined;
  /**
   * The problems an author can act on beyond the schema (a broken rule, a formula naming an unknown field, a
   * permission for a missing field …), found in whatever parts of the definition are well-typed: it runs
   * whether or not the schema accepts the definition, so one round reports everything. `model` is the
   * adapted model when adapt() succeeded. Never throws (a throw is reported as definition.checkFailed).
   */
  check?(definition: unknown, context: CheckContext<Options, Model>): readonly DefinitionIssue[];
}

/** What a kind's check() receives. */
export interface CheckContext<Options = Record<string, unknown>, Model = unknown> extends AdaptContext<Options> {
  readonly model?: Model;
}

// Any module fits the registry; each module's own types stay checked where it is written.
export type AnyKindModule = KindModule<any, any, any>;

/** Thrown by an adapter for definition problems beyond the schema (e.g. duplicate names); prepare() reports them. */
export class DefinitionIssuesError extends Error {
  readonly issues: readonly DefinitionIssue[];
  constructor(issues: readonly DefinitionIssue[]) {
    super(issues.map((item) => item.message).join('\n'));
    this.name = 'DefinitionIssuesError';
    this.issues = issues;
  }
}

export type PrepareResult<Model = unknown> =
  | {
      readonly ok: true;
      readonly kind: string;
      readonly model: Model;
      /** Problems that leave the definition usable (the kind's check()); empty when there are none. */
      readonly issues?: readonly DefinitionIssue[];
    }
  | { readonly ok: false; readonly kind: string; readonly errors: readonly DefinitionIssue[] };

export interface PrepareOptions {
  locale?: Locale | string;
  [option: string]: unknown;
}

export interface Engine {
  readonly plugins: EnginePlugins;
  /** Adds a kind; a kind registered twice throws (registries are explicit and loud). */
  register(module: AnyKindModule): void;
  get(kind: string): AnyKindModule | undefined;
  kinds(): string[];
  /** Validate → adapt. Never throws for a bad definition or an unknown kind. */
  prepare<Model = unknown>(kind: string, definition: unknown, options?: PrepareOptions): PrepareResult<Model>;
}

export interface EngineOptions {
  kinds?: readonly AnyKindModule[];
  plugins?: Partial<EnginePlugins>;
  /** Options every prepare() gets unless the call gives its own (e.g. the app's rule services). */
  prepareDefaults?: Omit<PrepareOptions, 'locale'>;
  /** Compiles the schema of a kind registered without a validator (e.g. compileDefinitionSchema). */
  compileSchema?: (schema: DefinitionSchema) => DefinitionValidator;
}

/** Each problem once: the same code at the same path is one problem, whoever found it. */
export function withoutRepeats(issues: readonly DefinitionIssue[]): DefinitionIssue[] {
  const seen = new Set<string>();
  return issues.filter((item) => {
    const key = `${item.code}\n${item.path}\n${item.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const defaultRuleCompiler: RuleCompiler = { compile: compileRules };

export function createEngine(options: EngineOptions = {}): Engine {
  const registry = new Map<string, AnyKindModule>();
  const plugins: EnginePlugins = {
    rules: options.plugins?.rules ?? defaultRuleCompiler,
    // Each engine gets its own evaluator, so functions one app adds do not leak into another engine.
    formula: options.plugins?.formula ?? createFormulaEvaluator(),
  };

  const missingValidator = (module: AnyKindModule) => new Error(formatCoreMessage('definition.noValidator', { kind: module.kind }));
  const validatorOf = (module: AnyKindModule): DefinitionValidator => {
    if (module.validator) return module.validator;
    if (!options.compileSchema) throw missingValidator(module);
    return options.compileSchema(module.schema);
  };

  const engine: Engine = {
    plugins,
    register(module) {
      if (registry.has(module.kind)) throw new Error(formatCoreMessage('definition.duplicateKind', { kind: module.kind }));
      if (!module.validator && !options.compileSchema) throw missingValidator(module);
      registry.set(module.kind, module);
    },
    get: (kind) => registry.get(kind),
    kinds: () => [...registry.keys()],
    prepare<Model>(kind: string, definition: unknown, prepareOptions: PrepareOptions = {}): PrepareResult<Model> {
      const locale = normalizeLocale(prepareOptions.locale);
      const adaptOptions = { ...options.prepareDefaults, ...prepareOptions, locale };
      const module = registry.get(kind);
      if (!module) return { ok: false, kind, errors: [issue('definition.unknownKind', kind, aliasOf(definition), locale)] };
      const context = { options: adaptOptions, locale, plugins };
      const check = (model?: unknown): readonly DefinitionIssue[] => {
        if (!module.check) return [];
        try {
          return module.check(definition, { ...context, model });
        } catch (error) {
          const detail = error instanceof Error ? error.message : String(error);
          return [issue('definition.checkFailed', kind, aliasOf(definition), locale, { detail })];
        }
      };
      const validation = validateCompiled(kind, () => validatorOf(module), definition, { locale });
      // Schema errors do not hide the rest: the kind's checks read what is well-typed.
      if (!validation.ok) return { ok: false, kind, errors: withoutRepeats([...validation.errors, ...check()]) };
      try {
        const model = module.adapt(definition as never, context) as Model;
        return { ok: true, kind, model, issues: withoutRepeats(check(model)) };
      } catch (error) {
        if (error instanceof DefinitionIssuesError) return { ok: false, kind, errors: withoutRepeats([...error.issues, ...check()]) };
        const detail = error instanceof Error ? error.message : String(error);
        return { ok: false, kind, errors: [issue('definition.adapterFailed', kind, aliasOf(definition), locale, { detail })] };
      }
    },
  };
  for (const module of options.kinds ?? []) engine.register(module);
  return engine;
}
