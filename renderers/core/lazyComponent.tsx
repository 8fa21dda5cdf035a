// A component whose code loads on demand, with a fallback rendered from the same props while it loads.
// Unlike React.lazy, once the code is in (preload() resolved, or a first render waited for it) it renders
// directly, without suspending — so a preloaded component shows at once, also in the first render.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

export interface LazyComponent<P extends object> {
  (props: P): ReactNode;
  /** Starts loading (once); resolves when the component can render without suspending. */
  preload(): Promise<void>;
  /** Whether it renders at once (its code is in). */
  isLoaded(): boolean;
  displayName?: string;
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
  const deferred = () => lazy(() => start().then((component) => ({ default: component })));
  let Deferred = deferred();

  const Lazy: LazyComponent<P> = Object.assign(
    function LazyComponentOf(props: P) {
      if (loaded) {
        const Loaded = loaded;
        return <Loaded {...props} />;
      }
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
