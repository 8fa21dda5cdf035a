// /agentStart/:defId/:leaderId[/:copyInstId] and /start/:defId/:instId (spec §2.2, §4.9, §5): the start form of
// a definition — blank, copied from an instance, or a saved draft — with "start" and "save". Both validate the
// form first. Leader '0' starts for oneself; any other leader is the one the user starts for (agent start).
// A saved draft's id is kept, so saving again updates the same draft and starting starts it. The urgency chosen
// goes with both. A saved draft can be deleted from here (after a confirmation), which leads to my requests.
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Button, Toast } from '@douyinfe/semi-ui-19';
import { getStartForm, removeDraft, saveStartDraft, startProcess, type StartBody } from '../../../api/flow';
import { unwrap } from '../../../api/http';
import { LoadFailure } from '../../../components/LoadStates';
import { FlowDiagramSection } from '../components/FlowDiagramSection';
import { FlowForm } from '../components/FlowForm';
import { formFields, useFormSubmitter } from '../components/formSubmitter';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { UrgencyChoice } from './UrgencyChoice';
import { ConfirmActionDialog } from '../lists/ConfirmActionDialog';
import '../components/flow.css';
import { TOAST_SECONDS } from '../../../components/toast';

const REQUEST_PATH = '/v-flow/v-request';
type Intent = 'start' | 'saveDraft';

export default function StartPage() {
  const { t } = useTranslation('flow');
  const navigate = useNavigate();
  const { defId = '', leaderId = '0', copyInstId, instId } = useParams();
  const agentLeaderId = leaderId !== '0' ? leaderId : undefined;
  const [draftId, setDraftId] = useState(instId);
  const [busy, setBusy] = useState<Intent>();
  const [urgency, setUrgency] = useState<string>();
  const [deleting, setDeleting] = useState(false);

  const { data: answer, error, isLoading, mutate } = useSWR(['flow:startForm', defId, instId, copyInstId] as const, ([, def, proInstId, copy]) =>
    unwrap(getStartForm({ defId: def, proInstId, copyInstId: copy }, { quiet: true })),
  { revalidateOnFocus: false, revalidateIfStale: false });

  const name = answer?.definition?.name;
  useEffect(() => {
    if (name) document.title = t('startPage.documentTitle', { name });
  }, [t, name]);

  const submitter = useFormSubmitter<Intent>(async (intent, form) => {
    const body: StartBody = { defId, proInstId: draftId, ...formFields(form), agentLeaderId, supportMobile: 1, urgentStateValue: urgency };
    setBusy(intent);
    const result = await (intent === 'start' ? startProcess(body) : saveStartDraft(body));
    setBusy(undefined);
    if (!result.ok) return; // shown by the request layer
    if (intent === 'start') {
      Toast.success({ content: result.data?.message || t('startPage.started'), duration: TOAST_SECONDS });
      void navigate(REQUEST_PATH);
    } else {
      Toast.success({ content: result.data?.message || t('startPage.draftSaved'), duration: TOAST_SECONDS });
      if (result.data?.value) setDraftId(result.data.value);
    }
  });

  if (error) return <LoadFailure error={error} title={t('startPage.loadFailed')} retryLabel={t('retry')} onRetry={() => void mutate()} />;
  if (isLoading || !answer) return <LoadingOverlay text={t('overlay.formLoading')} />;
  return (
    <div className="fd-flow-page">
      <header className="fd-flow-header">
        <h1>{name || t('startPage.title')}</h1>
      </header>
      <div className="fd-flow-toolbar" role="toolbar" aria-label={t('startPage.toolbar')}>
        <Button theme="solid" type="primary" disabled={busy !== undefined} onClick={() => submitter.request('start')}>
          {t('startPage.start')}
        </Button>
        <Button disabled={busy !== undefined} onClick={() => submitter.request('saveDraft')}>
          {t('startPage.saveDraft')}
        </Button>
        {draftId ? (
          <Button disabled={busy !== undefined} onClick={() => setDeleting(true)}>
            {t('startPage.deleteDraft')}
          </Button>
        ) : null}
      </div>
      <UrgencyChoice defId={defId} instId={instId} value={urgency} onChange={setUrgency} />
      <FlowForm answer={{ ...answer, result: answer.resultMsg }} path={`flow/start/${defId}`} submitter={submitter} />
      <FlowDiagramSection source={{ defId }} />
      {deleting && draftId ? (
        <ConfirmActionDialog
          texts={{ title: t('lists.draft.title'), question: t('lists.draft.question'), subject: name, action: t('lists.draft.delete'), done: t('lists.draft.done') }}
          send={() => removeDraft([draftId])}
          onDone={() => void navigate(REQUEST_PATH)}
          onCancel={() => setDeleting(false)}
        />
      ) : null}
      {busy ? <LoadingOverlay text={t(busy === 'start' ? 'overlay.starting' : 'overlay.savingDraft')} /> : null}
    </div>
  );
}
