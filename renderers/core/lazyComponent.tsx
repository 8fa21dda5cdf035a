// A component whose code loads on demand, with a fallback rendered from the same props while it loads.
// Unlike plain React.lazy, a component whose code is already in (preload() resolved) renders in its first
// render without suspending: the lazy's loader then answers synchronously. The element tree is the same
// before and after loading (a Suspense boundary around the lazy), so nothing remounts once the code is in.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

export interface LazyComponent<P extends object> {
  (props: P): ReactNode;
  /** Starts loading (once); resolves when the component can render without suspending. */
  preload(): Promise<void>;
  /** Whether its code is in. */
  isLoaded(): boolean;
  displayName?: string;
}

/** A thenable that calls back at once: React.lazy reads a loaded module from it without suspending. */
function settled<T>(value: T): PromiseLike<T> {
  return {
    then<R1 = T, R2 = never>(onFulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null): PromiseLike<R1 | R2> {
      return settled(onFulfilled ? (onFulfilled(value) as R1) : (value as unknown as R1));
    },
  };
}

export function lazyComponent<P extends object>(name: string, load: () => Promise<ComponentType<P>>, fallback: (props: P) => ReactNode): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed chunk (network) fails the renders waiting for it; the next render tries again.
        loading = undefined;
        Deferred = deferred();
        throw error;
      },
    ));
  const deferred = () =>
    lazy(() => (loaded ? settled({ default: loaded }) : start().then((component) => ({ default: component }))) as Promise<{ default: ComponentType<P> }>);
  let Deferred = deferred();

  const Lazy: LazyComponent<P> = Object.assign(
    function LazyComponentOf(props: P) {
      return (
        <Suspense fallback={fallback(props)}>
          <Deferred {...props} />
        </Suspense>
      );
    },
    { preload: () => start().then(() => undefined), isLoaded: () => loaded !== undefined },
  );
  Lazy.displayName = `Lazy(${name})`;
  return Lazy;
}
