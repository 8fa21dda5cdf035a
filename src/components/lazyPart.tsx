// A component fetched the first time it renders, showing nothing meanwhile: for parts that most visits never
// show (a failure page, a dialog opened on demand), so their code stays off the page's first load.
import { lazy, Suspense, type ComponentType } from 'react';

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
