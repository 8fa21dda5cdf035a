// ResultPage for pages that show it only when something went wrong: its illustrations (about 20 KB of gzip
// JavaScript) are fetched then, not with the page. While they come, nothing is shown in its place.
import { lazyPart } from './lazyPart';

export const LazyResultPage = lazyPart(() => import('./ResultPage').then((module) => module.ResultPage));
