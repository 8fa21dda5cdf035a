// Dependency graph of a form's formulas: which formula reads which field, in what order to compute
// them, and which ones to recompute when a field changes.
//
// Fields are dotted paths ('data.bo.total'; 'data.bo.sub_items[0].amount' is the same as
// 'data.bo.sub_items.0.amount'). A formula depends on a field when a path it reads is that field, lies
// inside it, or contains it: SUMSUB({data: data.bo.sub_items, path: 'amount'}) reads the whole
// 'data.bo.sub_items', so it depends on 'data.bo.sub_items.0.amount' and on 'data.bo.sub_items'.
// A cycle is a definition error ('formula.cycle', naming the fields); its formulas are left out of
// the order and never recomputed, the rest of the form keeps working.
import { compileFormula, type CompiledFormula, type FormulaEvaluator, type FormulaResult } from './compile';
import { FormulaError, toFormulaError } from './errors';
import { isForbiddenName } from './syntax';
import { isPlainObject, readMember } from './values';

export interface FormulaDefinitionError {
  /** The formula fields concerned, as written in the definition (a cycle names all its fields). */
  readonly fields: readonly string[];
  readonly error: FormulaError;
}

export interface RecomputeOutcome {
  /** The scope with every successful result written into its field (copied along the way, never mutated). */
  readonly scope: Readonly<Record<string, unknown>>;
  /** Each recomputed formula's result, in the order computed; failed ones did not change the scope. */
  readonly results: readonly { readonly field: string; readonly result: FormulaResult }[];
}

export interface FormulaGraph {
  /** Every computable formula field, each after the formulas it reads (topological order). */
  readonly order: readonly string[];
  /** Each cycle's fields in dependency order (the last one feeds the first). */
  readonly cycles: readonly (readonly string[])[];
  /** Definition errors: formulas that do not compile, and cycles. */
  readonly errors: readonly FormulaDefinitionError[];
  /** The compiled formula of every field that compiled. */
  readonly formulas: ReadonlyMap<string, CompiledFormula>;
  /** The formula fields to recompute when these fields change: transitive, in topological order. */
  dependentsOf(changed: string | readonly string[]): string[];
  /** Recomputes the dependents of the changed fields against `scope`, feeding each result to the next. */
  recompute(changed: string | readonly string[], scope: Readonly<Record<string, unknown>>): RecomputeOutcome;
}

export interface FormulaGraphOptions {
  /** Evaluator to compile with (for application functions); default: the built-in functions only. */
  evaluator?: Pick<FormulaEvaluator, 'compile'>;
}

/** 'a.b[0]["c"]' → 'a.b.0.c'. */
export function normalizeFieldPath(path: string): string {
  return path.replace(/\[\s*(?:(\d+)|'([^']*)'|"([^"]*)")\s*\]/g, (_, index?: string, single?: string, double?: string) => `.${index ?? single ?? double}`).replace(/^\./, '');
}

/** 'a.b.c' → ['a', 'a.b', 'a.b.c']. */
function prefixesOf(path: string): string[] {
  const segments = path.split('.');
  return segments.map((_, index) => segments.slice(0, index + 1).join('.'));
}

function addTo(index: Map<string, Set<string>>, key: string, value: string): void {
  const set = index.get(key);
  if (set) set.add(value);
  else index.set(key, new Set([value]));
}

/** Strongly connected components (Tarjan, iterative so that long chains cannot overflow the stack). */
function stronglyConnected(nodes: readonly string[], edges: ReadonlyMap<string, readonly string[]>): string[][] {
  const indexOf = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;
  for (const start of nodes) {
    if (indexOf.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    indexOf.set(start, counter);
    lowLink.set(start, counter);
    counter += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const successors = edges.get(frame.node) ?? [];
      if (frame.next < successors.length) {
        const successor = successors[frame.next];
        frame.next += 1;
        if (!indexOf.has(successor)) {
          indexOf.set(successor, counter);
          lowLink.set(successor, counter);
          counter += 1;
          stack.push(successor);
          onStack.add(successor);
          work.push({ node: successor, next: 0 });
        } else if (onStack.has(successor)) {
          lowLink.set(frame.node, Math.min(lowLink.get(frame.node)!, indexOf.get(successor)!));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        lowLink.set(parent, Math.min(lowLink.get(parent)!, lowLink.get(frame.node)!));
      }
      if (lowLink.get(frame.node) === indexOf.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        components.push(component);
      }
    }
  }
  return components;
}

/** A cycle through `start` inside `members`, as a path of fields (breadth-first: a shortest one). */
function cycleThrough(start: string, members: ReadonlySet<string>, edges: ReadonlyMap<string, readonly string[]>): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  for (let head = 0; head < queue.length; head += 1) {
    const node = queue[head];
    for (const successor of edges.get(node) ?? []) {
      if (!members.has(successor)) continue;
      if (successor === start) {
        const path = [node];
        while (path[path.length - 1] !== start) path.push(previous.get(path[path.length - 1])!);
        return path.reverse();
      }
      if (!previous.has(successor)) {
        previous.set(successor, node);
        queue.push(successor);
      }
    }
  }
  return [start];
}

/**
 * `container` with `value` at `segments`. Containers on the way are copied, except those in `owned`
 * (copies made earlier in the same recompute, not yet seen by anyone), which are written in place:
 * a recompute of n formulas then costs O(n) rather than a copy of the whole scope per formula.
 */
function withValueAt(container: unknown, segments: readonly string[], value: unknown, owned: WeakSet<object>): unknown {
  if (segments.length === 0) return value;
  const [key, ...rest] = segments;
  const child = withValueAt(readMember(container, key), rest, value, owned);
  const isIndex = /^\d+$/.test(key);
  let target: Record<string, unknown>;
  if (typeof container === 'object' && container !== null && owned.has(container)) target = container as Record<string, unknown>;
  else if (Array.isArray(container) && isIndex) target = [...container] as unknown as Record<string, unknown>;
  else if (isPlainObject(container)) target = { ...container };
  else target = (isIndex ? [] : {}) as Record<string, unknown>;
  owned.add(target);
  target[key] = child;
  return target;
}

/**
 * The dependency graph of `formulas` (field path → formula text). Never throws: formulas that do not
 * compile and cycles are listed in `errors` and left out of `order`.
 */
export function buildFormulaGraph(formulas: Readonly<Record<string, string>>, options: FormulaGraphOptions = {}): FormulaGraph {
  const compile = options.evaluator ? (text: string) => options.evaluator!.compile(text) : compileFormula;
  const errors: FormulaDefinitionError[] = [];
  const compiled = new Map<string, CompiledFormula>();
  // Normalized path → the field as the definition wrote it.
  const written = new Map<string, string>();
  const readsOf = new Map<string, string[]>();

  for (const [field, text] of Object.entries(formulas)) {
    const path = normalizeFieldPath(field);
    const forbidden = path.split('.').find(isForbiddenName);
    try {
      if (forbidden !== undefined) throw new FormulaError('formula.forbiddenName', { name: forbidden });
      const formula = compile(text);
      compiled.set(path, formula);
      written.set(path, field);
      readsOf.set(path, formula.variables().map(normalizeFieldPath));
    } catch (error) {
      errors.push({ fields: [field], error: toFormulaError(error) });
    }
  }

  const nodes = [...compiled.keys()];
  // Indexes for the overlap test: formulas reading at or under a path, and formulas reading exactly a path.
  const readersUnder = new Map<string, Set<string>>();
  const readersAt = new Map<string, Set<string>>();
  for (const node of nodes) {
    for (const read of readsOf.get(node)!) {
      addTo(readersAt, read, node);
      for (const prefix of prefixesOf(read)) addTo(readersUnder, prefix, node);
    }
  }

  /** Formulas reading `path`, something inside it, or something containing it. */
  const readersOf = (path: string): Set<string> => {
    const readers = new Set(readersUnder.get(path));
    for (const prefix of prefixesOf(path).slice(0, -1)) readersAt.get(prefix)?.forEach((reader) => readers.add(reader));
    return readers;
  };

  // Edge u → f: formula f reads what formula u writes.
  const downstream = new Map<string, string[]>();
  for (const node of nodes) downstream.set(node, [...readersOf(node)]);

  const inCycle = new Set<string>();
  const cycles: string[][] = [];
  for (const component of stronglyConnected(nodes, downstream)) {
    const selfLoop = component.length === 1 && downstream.get(component[0])!.includes(component[0]);
    if (component.length === 1 && !selfLoop) continue;
    const members = new Set(component);
    members.forEach((member) => inCycle.add(member));
    // Start from the member defined first, so the message reads in the author's order.
    const first = nodes.find((node) => members.has(node))!;
    const cycle = cycleThrough(first, members, downstream).map((path) => written.get(path)!);
    cycles.push(cycle);
    errors.push({ fields: cycle, error: new FormulaError('formula.cycle', { fields: [...cycle, cycle[0]].join(' → ') }) });
  }

  // Kahn's algorithm over the formulas outside cycles, in definition order among equals.
  const pending = new Map<string, number>();
  for (const node of nodes) if (!inCycle.has(node)) pending.set(node, 0);
  for (const node of pending.keys()) for (const reader of downstream.get(node)!) if (pending.has(reader)) pending.set(reader, pending.get(reader)! + 1);
  const orderedPaths: string[] = [];
  const ready = nodes.filter((node) => pending.get(node) === 0);
  for (let head = 0; head < ready.length; head += 1) {
    const node = ready[head];
    orderedPaths.push(node);
    for (const reader of downstream.get(node)!) {
      if (!pending.has(reader)) continue;
      const remaining = pending.get(reader)! - 1;
      pending.set(reader, remaining);
      if (remaining === 0) ready.push(reader);
    }
  }
  const position = new Map(orderedPaths.map((path, index) => [path, index]));

  const dependentPaths = (changed: string | readonly string[]): string[] => {
    if (nodes.length === 0) return []; // a form without formulas: nothing to walk (big forms change thousands of paths at once)
    const seen = new Set<string>();
    const visit = (readers: Iterable<string>): void => {
      for (const reader of readers) seen.add(reader);
    };
    for (const field of typeof changed === 'string' ? [changed] : changed) visit(readersOf(normalizeFieldPath(field)));
    // A Set iterates over members added during the iteration: this walks the transitive closure.
    for (const reader of seen) visit(downstream.get(reader)!);
    return [...seen].filter((path) => position.has(path)).sort((a, b) => position.get(a)! - position.get(b)!);
  };

  return {
    order: orderedPaths.map((path) => written.get(path)!),
    cycles,
    errors,
    formulas: new Map([...compiled].map(([path, formula]) => [written.get(path)!, formula])),
    dependentsOf: (changed) => dependentPaths(changed).map((path) => written.get(path)!),
    recompute(changed, scope) {
      let current: Readonly<Record<string, unknown>> = scope;
      const owned = new WeakSet<object>();
      const results: { field: string; result: FormulaResult }[] = [];
      for (const path of dependentPaths(changed)) {
        const result = compiled.get(path)!.evaluate(current);
        results.push({ field: written.get(path)!, result });
        if (result.ok) current = withValueAt(current, path.split('.'), result.value, owned) as Readonly<Record<string, unknown>>;
      }
      return { scope: current, results };
    },
  };
}
