// /inst/:instId[/*], /instRead/:instId/:readType and /myRead/:instId/:readId/:readType (spec §2.2): an instance
// read-only — its head, its form with every field read-only, and its approval history. /instRead/:instId/agent
// is the owner's view of a task an agent handles; a circulation record opened from the to-read list is marked read
// and can be answered (传阅回复). Whoever sees a running instance may copy it to others (传阅); its initiator and
// administrators may suspend and resume it.

import { useEffect, useState } from 'react';
import { Button, Tag, Toast } from '@douyinfe/semi-ui-19';
import { TOAST_SECONDS } from '../../../components/toast';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { addReadRecord, circulateInstance, getInstFormAndBO, getInstance, replyToCopy, setInstanceSuspended, type InstanceStatus } from '../../../api/flow';
import { ConfirmActionDialog } from '../lists/ConfirmActionDialog';
import { ReasonDialog } from '../lists/ReasonDialog';
import { UserPickDialog } from '../task/TaskDialogs';
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
  const [dialog, setDialog] = useState<'copyTo' | 'reply' | 'suspend' | 'resume'>();
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
  const running = RUNNING.has(instance.status);
  const closeDialog = () => setDialog(undefined);
  const afterChange = () => {
    closeDialog();
    void mutate();
  };
  return (
    <div className="fd-flow-page">
      <InstanceHeader instance={instance} />
      <div className="fd-flow-tools">
        {instance.isForbidden ? <Tag color="orange">{t('suspension.tag')}</Tag> : null}
        {running ? <FollowButton instId={instId} defId={instance.procDefId} /> : null}
        {running ? <Button onClick={() => setDialog('copyTo')}>{t('copyTo.action')}</Button> : null}
        {readId ? <Button onClick={() => setDialog('reply')}>{t('copyTo.reply')}</Button> : null}
        {running && instance.canSuspend ? (
          <Button onClick={() => setDialog(instance.isForbidden ? 'resume' : 'suspend')}>{t(instance.isForbidden ? 'suspension.resume' : 'suspension.suspend')}</Button>
        ) : null}
        {attachmentsOf(form.data).length > 0 ? <ContractReviewButton data={form.data} /> : null}
      </div>
      <FormWatermark instId={instId}>
        <FlowForm answer={form} path={`flow/instance/${instId}`} readOnly />
      </FormWatermark>
      <OpinionHistory instId={instId} />
      <RelatedProcesses instId={instId} />
      <FlowDiagramSection source={{ instId }} />
      {dialog === 'copyTo' ? (
        <UserPickDialog
          title={t('taskDialogs.copyToTitle')}
          multiple
          onCancel={closeDialog}
          onConfirm={(users) => {
            closeDialog();
            void circulateInstance({ instId, userIds: users.map((user) => user.id).join(','), opinion: '' }).then((result) => {
              // a refusal has been shown by the request layer
              if (result.ok) Toast.success({ content: result.data?.message || t('copyTo.sent'), duration: TOAST_SECONDS });
            });
          }}
        />
      ) : null}
      {dialog === 'reply' ? (
        <ReasonDialog
          texts={{ title: t('copyTo.replyTitle', { subject: instance.subject }), label: t('copyTo.replyLabel'), required: t('copyTo.replyRequired'), ok: t('copyTo.replyOk'), done: t('copyTo.replied') }}
          send={(opinion) => replyToCopy({ instId, taskId: readId, opinion })}
          onDone={afterChange}
          onCancel={closeDialog}
        />
      ) : null}
      {dialog === 'suspend' || dialog === 'resume' ? (
        <ConfirmActionDialog
          texts={{
            title: t(dialog === 'suspend' ? 'suspension.suspendTitle' : 'suspension.resumeTitle'),
            question: t(dialog === 'suspend' ? 'suspension.suspendQuestion' : 'suspension.resumeQuestion'),
            subject: instance.subject,
            action: t(dialog === 'suspend' ? 'suspension.suspend' : 'suspension.resume'),
            done: t(dialog === 'suspend' ? 'suspension.suspended' : 'suspension.resumed'),
          }}
          send={() => setInstanceSuspended(instId, dialog === 'suspend')}
          onDone={afterChange}
          onCancel={closeDialog}
        />
      ) : null}
    </div>
  );
}
