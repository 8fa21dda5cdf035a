// Structural sharing of JSON-like values: the next value with every part that is deep-equal to the same part of
// the previous value replaced by the previous object. A definition edited in one place then keeps every other
// part's identity, so memoized consumers (rjsf's fields compare their props with a deep equal that returns at
// once for the same object) skip everything that did not change, and "nothing changed" is one comparison:
// shareStructure(previous, next) === previous. Pure; plain objects and arrays only (anything else by identity).

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/** `next`, sharing with `previous` every part that is deep-equal to it; `previous` itself when all of it is. */
export function shareStructure<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return previous as T;
  if (Array.isArray(previous) && Array.isArray(next)) {
    let same = previous.length === next.length;
    const shared = next.map((item: unknown, index) => {
      const value = index < previous.length ? shareStructure(previous[index], item) : item;
      if (value !== previous[index]) same = false;
      return value;
    });
    return (same ? previous : shared) as T;
  }
  if (isPlainObject(previous) && isPlainObject(next)) {
    const keys = Object.keys(next);
    let same = keys.length === Object.keys(previous).length;
    const shared: Record<string, unknown> = Object.getPrototypeOf(next) === null ? Object.create(null) : {};
    for (const key of keys) {
      const value = Object.hasOwn(previous, key) ? shareStructure(previous[key], next[key]) : next[key];
      if (!Object.hasOwn(previous, key) || value !== previous[key]) same = false;
      // defineProperty: a "__proto__" key stays an own property, as JSON.parse makes it.
      Object.defineProperty(shared, key, { value, enumerable: true, writable: true, configurable: true });
    }
    return (same ? previous : shared) as T;
  }
  return next;
}
