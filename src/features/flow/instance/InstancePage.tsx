// /inst/:instId[/*], /instRead/:instId/:readType and /myRead/:instId/:readId/:readType (spec §2.2): an instance
// read-only — its head, its form with every field read-only, and its approval history. /instRead/:instId/agent
// is the owner's view of a task an agent handles; a circulation record opened from the to-read list is marked read.
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { addReadRecord, getInstFormAndBO, getInstance, type InstanceStatus } from '../../../api/flow';
import { unwrap } from '../../../api/http';
import { LoadFailure } from '../../../components/LoadStates';
import { FlowForm } from '../components/FlowForm';
import { InstanceHeader } from '../components/FlowHeader';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { FlowDiagramSection } from '../components/FlowDiagramSection';
import { FollowButton } from '../components/FollowButton';
import { FormWatermark } from '../components/FormWatermark';
import { ContractReviewButton } from '../contractReview/ContractReviewButton';
import { attachmentsOf } from '../contractReview/attachments';
import { RelatedProcesses } from '../components/RelatedProcesses';
import { OpinionHistory } from '../components/OpinionHistory';
import '../components/flow.css';

/** Instances still under way (sent back included): the ones worth following. */
const RUNNING = new Set<InstanceStatus>(['running', 'back', 'backToStart']);

async function loadInstance([, instId]: readonly [string, string]) {
  const [instance, form] = await Promise.all([unwrap(getInstance(instId, { quiet: true })), unwrap(getInstFormAndBO(instId, { quiet: true }))]);
  return { instance, form };
}

export default function InstancePage() {
  const { t } = useTranslation('flow');
  const { instId = '', readId, readType } = useParams();
  const { data, error, isLoading, mutate } = useSWR(['flow:instance', instId] as const, loadInstance, { revalidateOnFocus: false });

  const loaded = data !== undefined;
  useEffect(() => {
    // Read once it is shown; a failure only leaves it in the to-read list.
    if (loaded && readId && readType === 'todoRead') void addReadRecord(readId, { quiet: true });
  }, [loaded, readId, readType]);

  const subject = data?.instance.subject;
  useEffect(() => {
    if (subject) document.title = t('instancePage.documentTitle', { subject });
  }, [t, subject]);

  if (error) {
    return <LoadFailure error={error} title={t('instancePage.loadFailed')} notFoundTitle={t('instancePage.notFound')} retryLabel={t('retry')} onRetry={() => void mutate()} showBack />;
  }
  if (isLoading || !data) return <LoadingOverlay text={t('overlay.formLoading')} />;
  const { instance, form } = data;
  return (
    <div className="fd-flow-page">
      <InstanceHeader instance={instance} />
      <div className="fd-flow-tools">
        {RUNNING.has(instance.status) ? <FollowButton instId={instId} defId={instance.procDefId} /> : null}
        {attachmentsOf(form.data).length > 0 ? <ContractReviewButton data={form.data} /> : null}
      </div>
      <FormWatermark instId={instId}>
        <FlowForm answer={form} path={`flow/instance/${instId}`} readOnly />
      </FormWatermark>
      <OpinionHistory instId={instId} />
      <RelatedProcesses instId={instId} />
      <FlowDiagramSection source={{ instId }} />
    </div>
  );
}
