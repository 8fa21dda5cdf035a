// Route-level code splitting (spec §9: a code chunk that has not loaded after 120000 ms has failed).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

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

/** React.lazy over a page module's default export, with the chunk time-out. */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(withChunkTimeout(load));
}
