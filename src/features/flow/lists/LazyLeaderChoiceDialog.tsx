// The leader choice as a chunk of its own, for the home widgets that offer it: Semi's Modal and Radio load only
// when it opens (issue 25: /home's JavaScript budget), not with the first screen.
import { lazyPart } from '../../../components/lazyPart';

export const LazyLeaderChoiceDialog = lazyPart(() => import('./LeaderChoiceDialog').then((module) => module.LeaderChoiceDialog));
