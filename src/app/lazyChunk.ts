// Route-level code splitting (spec §9: a code chunk that has not loaded after 120000 ms has failed).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
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

/** A lazy page whose code can be asked for before it first renders (see preloadRoute in router.tsx). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any page's props, as React.lazy takes them
export type PreloadablePage<M extends { default: ComponentType<any> }> = LazyExoticComponent<M['default']> & {
  /** starts (once) loading the page's module; React.lazy renders from the same load */
  preload(): Promise<M>;
};

/**
 * React.lazy over a page module's default export, with the chunk time-out; `preload` shares its one load and
 * also asks for the page's text namespaces, which would otherwise load one after another as its parts suspend.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any page's props, as React.lazy takes them
export function lazyPage<M extends { default: ComponentType<any> }>(load: () => Promise<M>, options: { namespaces?: readonly string[] } = {}): PreloadablePage<M> {
  let pending: Promise<M> | undefined;
  const preload = () => {
    if (!pending && options.namespaces) void i18n.loadNamespaces([...options.namespaces]);
    pending ??= withChunkTimeout(load)();
    return pending;
  };
  return Object.assign(lazy(preload), { preload });
}

/** Whether a rendered element is a page of lazyPage, whose code can be preloaded. */
export function isPreloadablePage(type: unknown): type is { preload(): Promise<unknown> } {
  return typeof type === 'object' && type !== null && typeof (type as { preload?: unknown }).preload === 'function';
}
