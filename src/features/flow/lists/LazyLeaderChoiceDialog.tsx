// The leader choice as a chunk of its own, for the home widgets that offer it: Semi's Modal and Radio load only
// when it opens (issue 25: /home's JavaScript budget), not with the first screen.
import { lazy, Suspense } from 'react';
import type { LeaderChoiceDialogProps } from './LeaderChoiceDialog';

const LeaderChoiceDialog = lazy(() => import('./LeaderChoiceDialog').then((module) => ({ default: module.LeaderChoiceDialog })));

export function LazyLeaderChoiceDialog(props: LeaderChoiceDialogProps) {
  return (
    <Suspense fallback={null}>
      <LeaderChoiceDialog {...props} />
    </Suspense>
  );
}
