// Add or edit a post of an org (savePost): name, code, job and whether it is the org's charge post.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@douyinfe/semi-ui-19';
import { savePost } from '../../api/administration';
import { LoadFailure, PageLoading } from '../../components/LoadStates';
import { AdminFormDialog } from './AdminFormDialog';
import { ChoiceField, TextField } from './fields';
import { useSave } from './saving';
import { useChoices } from './useChoices';

export interface EditedPost {
  id?: string;
  name: string;
  code: string;
  jobId?: string;
  isCharge?: boolean;
}

export function PostFormDialog({ org, post, onClose, onSaved }: { org: { id: string; name: string }; post?: EditedPost; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation('administration');
  const jobs = useChoices('jobs');
  const [name, setName] = useState(post?.name ?? '');
  const [code, setCode] = useState(post?.code ?? '');
  const [jobId, setJobId] = useState(post?.jobId ?? '');
  const [isCharge, setIsCharge] = useState(post?.isCharge ?? false);
  const { saving, error, setError, save } = useSave();

  const submit = async () => {
    if (!name.trim() || !code.trim()) return setError(t('post.required'));
    const done = await save(() => savePost({ ...(post?.id ? { id: post.id } : {}), name: name.trim(), code: code.trim(), orgId: org.id, jobId: jobId || undefined, isCharge }, { quiet: true }), t('saved'));
    if (done) onSaved();
  };
  return (
    <AdminFormDialog
      title={post?.id ? t('post.editTitle', { name: post.name }) : t('post.addTitle', { org: org.name })}
      width={480}
      saving={saving}
      error={error}
      onClose={onClose}
      onSubmit={() => void submit()}
      state={
        jobs.error ? (
          <LoadFailure error={jobs.error} headingLevel={3} title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void jobs.mutate()} />
        ) : !jobs.data ? (
          <PageLoading text={t('loading')} />
        ) : undefined
      }
    >
      <TextField label={t('post.name')} required value={name} onChange={setName} />
      <TextField label={t('post.code')} required value={code} onChange={setCode} />
      <ChoiceField label={t('post.job')} value={jobId} options={[{ value: '', label: t('post.noJob') }, ...(jobs.data ?? [])]} onChange={setJobId} />
      <Checkbox checked={isCharge} onChange={(event) => setIsCharge(Boolean(event.target.checked))}>
        {t('post.isCharge')}
      </Checkbox>
    </AdminFormDialog>
  );
}
