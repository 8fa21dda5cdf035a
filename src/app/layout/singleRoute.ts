// Routes flagged single (route handle `{ single: true }` or `?single=true`) show their page alone:
// MainLayout drops the header and MenuContentLayout the side panel.
import { useMatches, useSearchParams } from 'react-router-dom';

function isSingleHandle(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as { single?: unknown }).single === true;
}

export function useSingleRoute(): boolean {
  const matches = useMatches();
  const [searchParams] = useSearchParams();
  return searchParams.get('single') === 'true' || matches.some((match) => isSingleHandle(match.handle));
}
