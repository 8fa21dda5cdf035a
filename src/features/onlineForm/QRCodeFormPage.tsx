// /QRCodeForm/:templateKey/:action[?id=] (spec 02-process §2.2, docs/flow.md "Other entry routes"): a data
// template's form opened from a QR code, usually on a phone — alone, at a phone's width. `add` fills in a new
// record, `edit` and `get` (also `detail`, `view`) the record `id`. A successful save ends on a result page that
// offers another record, so a queue of people can fill in one code after another.
import { useId, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Empty } from '@douyinfe/semi-ui-19';
import { IllustrationSuccess, IllustrationSuccessDark } from '@douyinfe/semi-illustrations';
import type { DataTemplateSource, TemplateScreen } from '../../../renderers';
import { ResultPage } from '../../components/ResultPage';
import { appSourceOf } from '../../engine';
import { ROUTE_FORM_ACTIONS } from '../statement/TemplateFormPage';
import { TemplatePage } from '../statement/TemplatePage';
import { ONLINE_FORM_PATH, qrFormPath } from './paths';
import '../statement/statement.css';
import './onlineForm.css';

function SavedResult({ templateKey, recordId, onAnother }: { templateKey: string; recordId: string; onAnother(): void }) {
  const { t } = useTranslation('flowRoutes');
  const titleId = useId();
  return (
    <section className="fd-qr-form__saved" aria-labelledby={titleId}>
      <Empty image={<IllustrationSuccess className="fd-qr-form__illustration" />} darkModeImage={<IllustrationSuccessDark className="fd-qr-form__illustration" />}>
        <h1 id={titleId} className="fd-qr-form__title">
          {t('qrForm.savedTitle')}
        </h1>
        <p role="status">{t('qrForm.savedHint')}</p>
        <div className="fd-qr-form__actions">
          <Button theme="solid" type="primary" onClick={onAnother}>
            {t('qrForm.fillAnother')}
          </Button>
          {recordId ? <Link to={qrFormPath(templateKey, 'get', recordId)}>{t('qrForm.viewSaved')}</Link> : null}
          <Link to={ONLINE_FORM_PATH}>{t('qrForm.toList')}</Link>
        </div>
      </Empty>
    </section>
  );
}

/** One visit of the link: every navigation (another record, the saved one) starts afresh. */
function QRCodeForm() {
  const { t } = useTranslation('flowRoutes');
  const navigate = useNavigate();
  const { templateKey = '', action = '' } = useParams();
  const [search] = useSearchParams();
  const id = search.get('id') ?? undefined;
  const formAction = Object.hasOwn(ROUTE_FORM_ACTIONS, action) ? ROUTE_FORM_ACTIONS[action] : undefined;
  /** The id of the record just saved. */
  const [savedId, setSavedId] = useState<string>();

  // The portal's source, followed: the form says "saved" in a toast only; this page then shows its result.
  const source = useMemo<DataTemplateSource>(() => {
    const portal = appSourceOf('dataTemplate') as DataTemplateSource;
    return {
      ...portal,
      saveRecord: async (request) => {
        const answer = await portal.saveRecord(request);
        setSavedId(answer.id);
        return answer;
      },
    };
  }, []);
  const screen = useMemo<TemplateScreen | undefined>(() => (formAction ? { kind: 'form', action: formAction, id } : undefined), [formAction, id]);

  if (!screen) return <ResultPage illustration="notFound" title={t('qrForm.badAction', { action })} description={t('qrForm.badActionHint')} />;
  if (screen.kind === 'form' && screen.action !== 'add' && !id) return <ResultPage illustration="notFound" title={t('qrForm.idMissing')} description={t('qrForm.idMissingHint')} />;
  if (savedId !== undefined) return <SavedResult templateKey={templateKey} recordId={savedId} onAnother={() => void navigate(qrFormPath(templateKey, 'add'))} />;
  return <TemplatePage key={templateKey} templateKey={templateKey} screen={screen} standalone source={source} />;
}

export default function QRCodeFormPage() {
  const { key } = useLocation();
  return (
    <div className="fd-qr-form">
      <QRCodeForm key={key} />
    </div>
  );
}
