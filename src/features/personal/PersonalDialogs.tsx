// The personal account dialogs the user menu opens; each is its own chunk, loaded on first use.
import { lazy, Suspense } from 'react';
import type { DialogKeeper } from '../../components/keptInput';

export type PersonalDialogKind = 'userInfo' | 'switchPost' | 'changePassword' | 'seal';

const DIALOGS = {
  userInfo: lazy(() => import('./UserInfoDialog')),
  switchPost: lazy(() => import('./SwitchPostDialog')),
  changePassword: lazy(() => import('./ChangePasswordDialog')),
  seal: lazy(() => import('./SealDialog')),
} satisfies Record<PersonalDialogKind, unknown>;

/** `keeper`: the page's (useKeptDialog); the seal dialog tells it when a chosen picture would be lost. */
export function PersonalDialog({ kind, onClose, keeper }: { kind: PersonalDialogKind; onClose(): void; keeper?: DialogKeeper }) {
  const Dialog = DIALOGS[kind];
  return (
    <Suspense fallback={null}>
      <Dialog onClose={onClose} keeper={keeper} />
    </Suspense>
  );
}
