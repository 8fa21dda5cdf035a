// /formManage/:instId/:type (spec 02-process §2.2, docs/flow.md "Other entry routes"): an instance's form managed
// outside the task flow. `view` is the read-only instance page; `edit` is the form with its own permission for
// whoever manages the instance's data (an administrator, or the initiator of a draft), saved through
// saveFormManage — the server checks the form's rules and recomputes formulas. Any other type is a bad link.
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { Button, Toast } from '@douyinfe/semi-ui-19';
import { encodeBoData, getFormManage, getInstance, saveFormManage } from '../../../api/flow';
import { ApiError, unwrap } from '../../../api/http';
import { LoadFailure } from '../../../components/LoadStates';
import { ResultPage } from '../../../components/ResultPage';
import { formManagePath } from '../flowPaths';
import { FlowForm } from '../components/FlowForm';
import { InstanceHeader } from '../components/FlowHeader';
import { useFormSubmitter } from '../components/formSubmitter';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { FormWatermark } from '../components/FormWatermark';
import InstancePage from '../instance/InstancePage';
import '../components/flow.css';
import { TOAST_SECONDS } from '../../../components/toast';

async function loadManaged([, instId]: readonly [string, string]) {
  const [instance, form] = await Promise.all([unwrap(getInstance(instId, { quiet: true })), unwrap(getFormManage(instId, { quiet: true }))]);
  return { instance, form };
}

function FormManageEditor({ instId }: { instId: string }) {
  const { t } = useTranslation(['flowRoutes', 'flow']);
  const navigate = useNavigate();
  const { mutate: mutateCache } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const { data, error, isLoading, mutate } = useSWR(['flow:formManage', instId] as const, loadManaged, { revalidateOnFocus: false, revalidateIfStale: false });

  const subject = data?.instance.subject;
  useEffect(() => {
    if (subject) document.title = t('formManage.documentTitle', { subject });
  }, [t, subject]);

  const submitter = useFormSubmitter<'save'>(async (_intent, form) => {
    if (form.kind !== 'online') return;
    setBusy(true);
    const result = await saveFormManage({ instId, data: encodeBoData(form.data) });
    setBusy(false);
    if (!result.ok) return; // shown by the request layer
    Toast.success({ content: result.data?.message || t('formManage.saved'), duration: TOAST_SECONDS });
    // The read-only view must not show what it cached before the save.
    await Promise.all([mutateCache(['flow:instance', instId]), mutateCache(['flow:formManage', instId])]);
    void navigate(formManagePath(instId, 'view'));
  });

  const viewLink = { to: formManagePath(instId, 'view'), label: t('formManage.toView') };
  if (error) {
    if (error instanceof ApiError && error.result.status === 403) {
      return <ResultPage illustration="noAccess" title={t('formManage.noAccess')} description={t('formManage.noAccessHint')} link={viewLink} />;
    }
    return <LoadFailure error={error} title={t('formManage.loadFailed')} notFoundTitle={t('formManage.notFound')} retryLabel={t('retry')} onRetry={() => void mutate()} showBack />;
  }
  if (isLoading || !data) return <LoadingOverlay text={t('flow:overlay.formLoading')} />;
  const { instance, form } = data;
  return (
    <div className="fd-flow-page">
      <InstanceHeader instance={instance} />
      <p className="fd-flow-hint">{t('formManage.hint')}</p>
      <div className="fd-flow-toolbar" role="toolbar" aria-label={t('formManage.toolbar')}>
        <Button theme="solid" type="primary" disabled={busy} onClick={() => submitter.request('save')}>
          {t('formManage.save')}
        </Button>
        <Button disabled={busy} onClick={() => void navigate(viewLink.to)}>
          {viewLink.label}
        </Button>
      </div>
      <FormWatermark instId={instId}>
        <FlowForm answer={form} path={`flow/formManage/${instId}`} submitter={submitter} />
      </FormWatermark>
      {busy ? <LoadingOverlay text={t('formManage.saving')} /> : null}
    </div>
  );
}

export default function FormManagePage() {
  const { t } = useTranslation('flowRoutes');
  const { instId = '', type = '' } = useParams();
  if (type === 'view') return <InstancePage />;
  if (type === 'edit') return <FormManageEditor key={instId} instId={instId} />;
  return (
    <ResultPage
      illustration="notFound"
      title={t('formManage.badType', { type })}
      description={t('formManage.badTypeHint')}
      link={{ to: formManagePath(instId, 'view'), label: t('formManage.toView') }}
    />
  );
}
