// ResultPage for pages that show it only when something went wrong: its illustrations (about 20 KB of gzip
// JavaScript) are fetched then, not with the page. While they come, nothing is shown in its place.
import { lazy, Suspense } from 'react';
import type { ResultPageProps } from './ResultPage';

const ResultPage = lazy(() => import('./ResultPage').then((module) => ({ default: module.ResultPage })));

export function LazyResultPage(props: ResultPageProps) {
  return (
    <Suspense fallback={null}>
      <ResultPage {...props} />
    </Suspense>
  );
}
