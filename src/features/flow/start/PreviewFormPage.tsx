// /previewForm/:formId[/:single] (spec §2.2): a form as its users will get it, for its author to try before it
// goes live — filled in, checked with every rule, and the record it would send shown; nothing is stored.
// `single` opens it alone (no header, no side menu).
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Button, Toast } from '@douyinfe/semi-ui-19';
import { getFormPreview, type BoData } from '../../../api/flow';
import { unwrap } from '../../../api/http';
import { LoadFailure } from '../../../components/LoadStates';
import { FlowForm } from '../components/FlowForm';
import { useFormSubmitter } from '../components/formSubmitter';
import { LoadingOverlay } from '../components/LoadingOverlay';
import '../components/flow.css';
import { TOAST_SECONDS } from '../../../components/toast';

export default function PreviewFormPage() {
  const { t } = useTranslation('flow');
  const { formId = '' } = useParams();
  const [checked, setChecked] = useState<BoData>();
  const { data: answer, error, isLoading, mutate } = useSWR(['flow:previewForm', formId] as const, ([, key]) => unwrap(getFormPreview(key, { quiet: true })), {
    revalidateOnFocus: false,
  });
  const submitter = useFormSubmitter<'check'>((_intent, form) => {
    if (form.kind !== 'online') return;
    setChecked(form.data);
    Toast.success({ content: t('previewForm.valid'), duration: TOAST_SECONDS });
  });

  if (error) {
    return <LoadFailure error={error} title={t('previewForm.loadFailed')} notFoundTitle={t('previewForm.notFound', { formKey: formId })} retryLabel={t('retry')} onRetry={() => void mutate()} />;
  }
  if (isLoading || !answer) return <LoadingOverlay text={t('overlay.formLoading')} />;
  return (
    <div className="fd-flow-page">
      <header className="fd-flow-header">
        <h1>{t('previewForm.title', { name: answer.form?.name || formId })}</h1>
        <p className="fd-flow-hint">{t('previewForm.hint')}</p>
      </header>
      <div className="fd-flow-toolbar" role="toolbar" aria-label={t('previewForm.toolbar')}>
        <Button theme="solid" type="primary" onClick={() => submitter.request('check')}>
          {t('previewForm.check')}
        </Button>
      </div>
      <FlowForm answer={answer} path={`flow/previewForm/${formId}`} submitter={submitter} />
      {checked ? (
        <section className="fd-flow-section" aria-label={t('previewForm.record')}>
          <h2>{t('previewForm.record')}</h2>
          <pre className="fd-flow-record">{JSON.stringify(checked, null, 2)}</pre>
        </section>
      ) : null}
    </div>
  );
}
