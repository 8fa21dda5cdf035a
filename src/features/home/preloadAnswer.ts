// Home asks for a part's data before the part is drawn (widget data, a REST column's answer). SWR's `preload`
// alone hands the hook a pending promise, so even an answer that arrived long before is first drawn as loading
// and only on the next render as data; the answer is therefore also written to the cache as it arrives. The hook
// mounted later draws it at once, and its first revalidation takes the same preloaded answer (no second call).
import { mutate, preload, type Key } from 'swr';
import { getCurrentUser } from '../../session/store';

export function preloadAnswer<T>(key: Key, load: () => Promise<T>): void {
  const token = getCurrentUser()?.token;
  preload(key, load).then(
    (data) => {
      // Not into the cache of a session that has ended since (signing out clears the cache).
      if (getCurrentUser()?.token === token) void mutate(key, data, { revalidate: false });
    },
    () => undefined, // the hook takes the same failure and shows it
  );
}

/**
 * SWR counts a first mount that revalidates data already in the cache (as preloadAnswer writes it) as loading:
 * a part that has its data is not loading.
 */
export const stillLoading = (answer: { isLoading: boolean; data?: unknown }) => answer.isLoading && answer.data === undefined;
