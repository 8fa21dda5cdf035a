// Route-level code splitting (spec §9: a code chunk that has not loaded after 120000 ms has failed).
import { createElement, lazy, useState, type ComponentProps, type ComponentType } from 'react';
import i18n from '../i18n';

export const CHUNK_LOAD_TIMEOUT_MS = 120000;

/** A page's code could not be fetched (network, time-out, or a new deployment removed the old chunk). */
export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super('Chunk load failed', { cause });
    this.name = 'ChunkLoadError';
  }
}

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof ChunkLoadError;
}

/** Wraps a dynamic import: a rejection or a time-out becomes a ChunkLoadError. */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError(new Error(`timeout of ${timeoutMs}ms exceeded`))), timeoutMs);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(new ChunkLoadError(error));
        },
      );
    });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props, as React.lazy takes them
type ModuleOf = { default: ComponentType<any> };

/** A lazy component whose code can be asked for before it first renders (pages: see preloadRoute in router.tsx). */
export type PreloadableComponent<M extends ModuleOf> = ComponentType<ComponentProps<M['default']>> & {
  /** starts (once) loading the module; the component renders from the same load */
  preload(): Promise<M>;
};

/**
 * React.lazy that renders the module at once when it is already in, instead of suspending. React.lazy suspends
 * on its first render even when its module has loaded, and React shows what a Suspense boundary revealed no sooner
 * than 300 ms after the last fallback it showed anywhere (FALLBACK_THROTTLE_MS of react-dom): on home's first
 * load each such needless fallback (the route table, the layout, a widget in the home chunk) cost up to 300 ms.
 */
export function preloadableLazy<M extends ModuleOf>(load: () => Promise<M>): PreloadableComponent<M> {
  let pending: Promise<M> | undefined;
  let loaded: M | undefined;
  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  const Lazy = lazy(preload);
  function Preloadable(props: ComponentProps<M['default']>) {
    // Chosen once per mount: going from the lazy to the module later would remount everything below.
    const [Component] = useState<ComponentType<ComponentProps<M['default']>>>(() => loaded?.default ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Preloadable, { preload });
}

/**
 * A page module's default export loaded on demand, with the chunk time-out; `preload` shares its one load and
 * also asks for the page's text namespaces, which would otherwise load one after another as its parts suspend.
 * The page counts as loaded (drawn without suspending) once its namespaces are in too.
 */
export function lazyPage<M extends ModuleOf>(load: () => Promise<M>, options: { namespaces?: readonly string[] } = {}): PreloadableComponent<M> {
  const namespaces = options.namespaces ? [...options.namespaces] : [];
  // i18next's loadNamespaces resolves also when a namespace fails (its texts then show as keys, as before).
  return preloadableLazy(() => Promise.all([withChunkTimeout(load)(), namespaces.length > 0 ? i18n.loadNamespaces(namespaces) : undefined]).then(([module]) => module));
}

/** Whether a rendered element is a page of lazyPage, whose code can be preloaded. */
export function isPreloadablePage(type: unknown): type is { preload(): Promise<unknown> } {
  return typeof type === 'function' && typeof (type as { preload?: unknown }).preload === 'function';
}
