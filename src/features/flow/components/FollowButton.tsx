// '跟踪' (follow) on a running instance: the user chooses approval nodes of the process and gets an inner message
// whenever the flow reaches one (taskFollow, docs/flow.md "Follow"). Nothing chosen stops following.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Button, Checkbox, Toast } from '@douyinfe/semi-ui-19';
import { getFollowableNodes, getFollowedNodes, saveFollowedNodes } from '../../../api/flow';
import { unwrap } from '../../../api/http';
import { LoadFailure, PageLoading } from '../../../components/LoadStates';
import { ActionDialog } from '../lists/ActionDialog';
import { TOAST_SECONDS } from '../../../components/toast';

async function loadFollowing([, instId, defId]: readonly [string, string, string]) {
  const [nodes, followed] = await Promise.all([unwrap(getFollowableNodes(defId, { quiet: true })), unwrap(getFollowedNodes(instId, { quiet: true }))]);
  return { nodes: nodes.bpmDefLayout.listLayout, followed: (followed.value ?? '').split(',').filter(Boolean) };
}

function FollowDialog({ instId, defId, onClose }: { instId: string; defId: string; onClose: () => void }) {
  const { t } = useTranslation('flow');
  const following = useSWR(['flow:follow', instId, defId] as const, loadFollowing, { revalidateOnFocus: false });
  /** the user's choice, once they changed something; until then what the server says */
  const [chosen, setChosen] = useState<ReadonlySet<string>>();
  const [busy, setBusy] = useState(false);
  const legendId = useId();
  const current = chosen ?? new Set(following.data?.followed);
  const toggle = (nodeId: string, checked: boolean) => {
    const next = new Set(current);
    if (checked) next.add(nodeId);
    else next.delete(nodeId);
    setChosen(next);
  };
  const save = async () => {
    if (!following.data) return;
    setBusy(true);
    const nodeIds = following.data.nodes.map((node) => node.nodeId).filter((nodeId) => current.has(nodeId));
    const answer = await saveFollowedNodes({ proInst: instId, taskId: nodeIds.join(',') });
    setBusy(false);
    // A refusal has been shown by the request layer; the dialog stays with the choice.
    if (!answer.ok) return;
    Toast.success({ content: answer.data?.message || t('follow.saved'), duration: TOAST_SECONDS });
    // Opened again, the dialog starts from what was saved, not from the answer cached before.
    await following.mutate({ ...following.data, followed: nodeIds }, { revalidate: false });
    onClose();
  };
  return (
    <ActionDialog title={t('follow.title')} submitLabel={t('follow.save')} busy={busy} onSubmit={() => void save()} onCancel={onClose}>
      {following.error ? (
        <LoadFailure error={following.error} title={t('follow.loadFailed')} retryLabel={t('retry')} onRetry={() => void following.mutate()} />
      ) : !following.data ? (
        <PageLoading text={t('follow.loading')} />
      ) : (
        <div className="fd-flow-follow" role="group" aria-labelledby={legendId}>
          <span id={legendId} className="fd-flow-follow__legend">
            {t('follow.nodes')}
          </span>
          <p className="fd-flow-follow__hint">{t('follow.hint')}</p>
          {following.data.nodes.map((node) => (
            <Checkbox key={node.nodeId} checked={current.has(node.nodeId)} onChange={(event) => toggle(node.nodeId, Boolean(event.target.checked))}>
              {node.name}
            </Checkbox>
          ))}
        </div>
      )}
    </ActionDialog>
  );
}

export function FollowButton({ instId, defId }: { instId: string; defId: string }) {
  const { t } = useTranslation('flow');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('follow.button')}</Button>
      {open ? <FollowDialog instId={instId} defId={defId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
