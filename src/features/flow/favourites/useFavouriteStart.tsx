// Starting a favourite process (spec 02-process §5, §6, contract notes §5): unless the account is admin, the
// start right is checked first; a secretary then chooses the initiator (self or a leader) before the start page.
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Toast } from '@douyinfe/semi-ui-19';
import { flowHasStartRights, type OftenFlowRow } from '../../../api/flow';
import { useCurrentUser } from '../../../session/store';
import { startPath } from '../flowPaths';
import { LazyLeaderChoiceDialog } from '../lists/LazyLeaderChoiceDialog';
import { TOAST_SECONDS } from '../../../components/toast';

/** §6: this account skips the start-rights check. */
const ADMIN_ACCOUNT = 'admin';
/** The initiator choice's id for "myself": the start route's leaderId 0 (§2.2). */
const SELF = '0';
export type StartableFavourite = Pick<OftenFlowRow, 'defId' | 'defKey' | 'leaders'>;

export interface FavouriteStart {
  start: (process: StartableFavourite) => Promise<void>;
  /** the definition key whose rights are being checked */
  checking?: string;
  /** the initiator choice, when open; render it somewhere in the caller */
  dialog: ReactNode;
}

export function useFavouriteStart(): FavouriteStart {
  const { t } = useTranslation('flow');
  const navigate = useNavigate();
  const account = useCurrentUser()?.account;
  const [checking, setChecking] = useState<string>();
  const [choosing, setChoosing] = useState<StartableFavourite>();

  const start = async (process: StartableFavourite) => {
    if (account !== ADMIN_ACCOUNT) {
      setChecking(process.defKey);
      const rights = await flowHasStartRights(process.defKey);
      setChecking(undefined);
      // A failed call has already been reported by the request layer.
      if (!rights.ok) return;
      if (rights.data?.value !== true) {
        Toast.warning({ content: t('favourites.noStartRights'), duration: TOAST_SECONDS });
        return;
      }
    }
    if (process.leaders?.length) setChoosing(process);
    else navigate(startPath(process.defId));
  };

  const dialog = choosing ? (
    <LazyLeaderChoiceDialog
      identities={[{ id: SELF, name: t('favourites.initiator.self') }, ...choosing.leaders]}
      texts={{
        title: t('favourites.initiator.title'),
        label: t('favourites.initiator.label'),
        ok: t('favourites.initiator.ok'),
        required: t('favourites.initiator.required'),
      }}
      onCancel={() => setChoosing(undefined)}
      onChoose={(leaderId) => navigate(startPath(choosing.defId, leaderId))}
    />
  ) : null;

  return { start, checking, dialog };
}
