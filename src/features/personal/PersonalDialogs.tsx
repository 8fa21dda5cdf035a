// The personal account dialogs the user menu opens; each is its own chunk, loaded on first use.
import { lazy, Suspense } from 'react';

export type PersonalDialogKind = 'userInfo' | 'switchPost' | 'changePassword' | 'seal';

const DIALOGS = {
  userInfo: lazy(() => import('./UserInfoDialog')),
  switchPost: lazy(() => import('./SwitchPostDialog')),
  changePassword: lazy(() => import('./ChangePasswordDialog')),
  seal: lazy(() => import('./SealDialog')),
} satisfies Record<PersonalDialogKind, unknown>;

export function PersonalDialog({ kind, onClose }: { kind: PersonalDialogKind; onClose(): void }) {
  const Dialog = DIALOGS[kind];
  return (
    <Suspense fallback={null}>
      <Dialog onClose={onClose} />
    </Suspense>
  );
}
