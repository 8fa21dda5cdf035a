// The handler's saved opinions (暂存意见) under the opinion box: pick one (it is added to the opinion, as a common
// phrase is), keep the current text as one, and delete them in a dialog. They are the user's own, on every task
// (docs/flow.md "Saved opinions").
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Button, Spin, Toast } from '@douyinfe/semi-ui-19';
import { unwrap } from '../../../api/http';
import { getSavedOpinions, removeSavedOpinions, saveOpinion, type SavedOpinion } from '../../../api/savedOpinions';
import { ChoiceSelect } from '../../../components/ChoiceSelect';
import { Dialog } from '../../../components/Dialog';
import { TOAST_SECONDS } from '../../../components/toast';

export interface SavedOpinionPlace {
  instId: string;
  taskId: string;
  /** the leader a secretary handles the task for */
  agentLeaderId?: string;
}

export interface SavedOpinionsProps {
  place: SavedOpinionPlace;
  /** the opinion as typed now (what "save" keeps) */
  opinion: string;
  onPick: (text: string) => void;
}

export function SavedOpinions({ place, opinion, onPick }: SavedOpinionsProps) {
  const { t } = useTranslation('flow');
  const labelId = useId();
  const { data, error, isLoading, mutate } = useSWR(['flow:savedOpinions', place.instId, place.taskId] as const, ([, instId, taskId]) => unwrap(getSavedOpinions({ instId, taskId })), {
    revalidateOnFocus: false,
  });
  const [saving, setSaving] = useState(false);
  const [managing, setManaging] = useState(false);
  const rows = data?.rows ?? [];

  const save = async () => {
    const text = opinion.trim();
    if (!text) return;
    setSaving(true);
    const answer = await saveOpinion({ procInstId: place.instId, taskId: place.taskId, opinion: text, agentLeaderId: place.agentLeaderId });
    setSaving(false);
    // a refusal has been shown by the request layer
    if (!answer.ok) return;
    Toast.success({ content: answer.data?.message || t('savedOpinions.saved'), duration: TOAST_SECONDS });
    void mutate();
  };

  const placeholder = isLoading ? t('savedOpinions.loading') : rows.length > 0 ? t('savedOpinions.pick') : t('savedOpinions.none');
  return (
    <div className="fd-flow-opinion__saved">
      <span id={labelId}>{t('savedOpinions.label')}</span>
      <ChoiceSelect
        labelledBy={labelId}
        className="fd-flow-opinion__saved-select"
        options={rows.map((row) => ({ value: row.id, label: row.opinion }))}
        value={undefined}
        placeholder={placeholder}
        disabled={rows.length === 0}
        filter={rows.length > 8}
        onChange={(savedId) => {
          const row = rows.find((candidate) => candidate.id === savedId);
          if (row) onPick(row.opinion);
        }}
      />
      <Button size="small" onClick={() => void save()} disabled={!opinion.trim()} loading={saving}>
        {t('savedOpinions.save')}
      </Button>
      <Button size="small" theme="borderless" onClick={() => setManaging(true)} disabled={rows.length === 0}>
        {t('savedOpinions.manage')}
      </Button>
      {error ? (
        <span role="alert" className="fd-flow-error">
          {t('savedOpinions.loadFailed')}{' '}
          <Button size="small" theme="borderless" onClick={() => void mutate()}>
            {t('savedOpinions.retry')}
          </Button>
        </span>
      ) : null}
      {managing ? <SavedOpinionsDialog rows={rows} onChanged={() => void mutate()} onClose={() => setManaging(false)} /> : null}
    </div>
  );
}

interface SavedOpinionsDialogProps {
  rows: readonly SavedOpinion[];
  onChanged: () => void;
  onClose: () => void;
}

/** The saved opinions, newest first, each with its delete button. */
function SavedOpinionsDialog({ rows, onChanged, onClose }: SavedOpinionsDialogProps) {
  const { t } = useTranslation('flow');
  const [removing, setRemoving] = useState<string>();
  const remove = async (row: SavedOpinion) => {
    setRemoving(row.id);
    const answer = await removeSavedOpinions([row.id]);
    setRemoving(undefined);
    if (!answer.ok) return;
    Toast.success({ content: answer.data?.message || t('savedOpinions.removed'), duration: TOAST_SECONDS });
    onChanged();
  };
  return (
    <Dialog visible title={t('savedOpinions.title')} onCancel={onClose} footer={<Button onClick={onClose}>{t('savedOpinions.close')}</Button>}>
      {rows.length === 0 ? (
        <p>{t('savedOpinions.none')}</p>
      ) : (
        <Spin spinning={removing !== undefined}>
          <ul className="fd-flow-saved-opinions">
            {rows.map((row) => (
              <li key={row.id}>
                <div>
                  <p className="fd-flow-saved-opinions__text">{row.opinion}</p>
                  <p className="fd-flow-saved-opinions__time">{t('savedOpinions.savedAt', { time: row.createTime })}</p>
                </div>
                <Button
                  size="small"
                  aria-label={t('savedOpinions.removeOf', { text: row.opinion.length > 40 ? `${row.opinion.slice(0, 40)}…` : row.opinion })}
                  disabled={removing !== undefined}
                  onClick={() => void remove(row)}
                >
                  {t('savedOpinions.remove')}
                </Button>
              </li>
            ))}
          </ul>
        </Spin>
      )}
    </Dialog>
  );
}
