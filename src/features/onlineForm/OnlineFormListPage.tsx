// /onlineForm (spec 02-process §2.2, docs/flow.md "Other entry routes"): the online forms the user may fill in —
// the data templates whose records they may add (getOnlineFormList) — each opening its new-record form
// (/QRCodeForm/{alias}/add), with that form's QR code to fill it in on a phone.
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Button, Input, Spin } from '@douyinfe/semi-ui-19';
import { Dialog } from '../../components/Dialog';
import { getOnlineFormList, type TemplateEntry } from '../../api/dataTemplate';
import { unwrap } from '../../api/http';
import { APP_BASENAME } from '../../app/navigation';
import { LoadFailure } from '../../components/LoadStates';
import { ResultPage } from '../../components/ResultPage';
import { useQrCode } from '../login/useQrCode';
import { qrFormPath } from './paths';
import './onlineForm.css';

function QrDialog({ entry, onClose }: { entry: TemplateEntry; onClose(): void }) {
  const { t } = useTranslation('flowRoutes');
  const address = `${window.location.origin}${APP_BASENAME}${qrFormPath(entry.alias, 'add')}`;
  const image = useQrCode(address);
  return (
    <Dialog visible title={t('onlineForm.qrTitle', { name: entry.name })} onCancel={onClose} footer={<Button onClick={onClose}>{t('onlineForm.close')}</Button>}>
      <figure className="fd-online-forms__qr">
        {image ? <img src={image} alt={t('onlineForm.qrAlt', { name: entry.name })} /> : <p>{t('onlineForm.qrTooLong')}</p>}
        <figcaption>
          <a href={address}>{address}</a>
        </figcaption>
      </figure>
    </Dialog>
  );
}

export default function OnlineFormListPage() {
  const { t } = useTranslation('flowRoutes');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [qrEntry, setQrEntry] = useState<TemplateEntry>();
  const { data, error, isLoading, mutate } = useSWR('onlineForm:list', () => unwrap(getOnlineFormList({ quiet: true })), { revalidateOnFocus: false });

  useEffect(() => {
    document.title = t('onlineForm.documentTitle');
  }, [t]);

  const wanted = text.trim().toLowerCase();
  const shown = useMemo(() => (data ?? []).filter((entry) => !wanted || entry.name.toLowerCase().includes(wanted) || entry.alias.toLowerCase().includes(wanted)), [data, wanted]);

  let body;
  if (error) body = <LoadFailure error={error} title={t('onlineForm.loadFailed')} retryLabel={t('retry')} onRetry={() => void mutate()} headingLevel={2} />;
  else if (isLoading || !data) {
    body = (
      <div className="fd-online-forms__state" role="status">
        <Spin />
        <span>{t('onlineForm.loading')}</span>
      </div>
    );
  } else if (data.length === 0) body = <ResultPage illustration="noContent" title={t('onlineForm.empty')} headingLevel={2} />;
  else {
    body = (
      <>
        <div className="fd-online-forms__search">
          <Input value={text} onChange={setText} placeholder={t('onlineForm.searchPlaceholder')} showClear aria-label={t('onlineForm.search')} />
        </div>
        <p role="status" className="fd-online-forms__intro">
          {shown.length === 0 ? t('onlineForm.noMatch', { text: text.trim() }) : t('onlineForm.count', { count: shown.length })}
        </p>
        <ul className="fd-online-forms__list">
          {shown.map((entry) => (
            <li key={entry.alias} className="fd-online-forms__item">
              <h2 className="fd-online-forms__name">{entry.name}</h2>
              <p className="fd-online-forms__alias">{entry.alias}</p>
              <div className="fd-online-forms__actions">
                <Button theme="solid" type="primary" aria-label={t('onlineForm.fillLabel', { name: entry.name })} onClick={() => void navigate(qrFormPath(entry.alias, 'add'))}>
                  {t('onlineForm.fill')}
                </Button>
                <Button aria-label={t('onlineForm.qrLabel', { name: entry.name })} onClick={() => setQrEntry(entry)}>
                  {t('onlineForm.qr')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="fd-online-forms">
      <h1>{t('onlineForm.title')}</h1>
      <p className="fd-online-forms__intro">{t('onlineForm.intro')}</p>
      {body}
      {qrEntry ? <QrDialog entry={qrEntry} onClose={() => setQrEntry(undefined)} /> : null}
    </div>
  );
}
