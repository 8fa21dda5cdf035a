// /column/preview/{previewAlias}: one column exactly as home renders it, without the rights check, so a form
// author can check it before publishing; the definition's errors are listed in full.
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Banner, Button, Spin } from '@douyinfe/semi-ui-19';
import { unwrap } from '../../api/http';
import { getColumnByAlias } from '../../api/portal';
import { ResultPage } from '../../components/ResultPage';
import { ColumnView } from './ColumnView';
import './home.css';

export default function ColumnPreviewPage() {
  const { t, i18n } = useTranslation('home');
  const { previewAlias = '' } = useParams();
  const { data: definition, error, isLoading, mutate } = useSWR(['home:preview', previewAlias, i18n.language] as const, () => unwrap(getColumnByAlias(previewAlias, { quiet: true })), {
    revalidateOnFocus: false,
  });

  useEffect(() => {
    document.title = t('previewTitle', { name: definition?.name ?? previewAlias });
  }, [t, definition, previewAlias]);

  if (error) {
    return (
      <ResultPage
        title={t('previewFailed')}
        description={error instanceof Error ? error.message : String(error)}
        actions={<Button onClick={() => void mutate()}>{t('retry')}</Button>}
      />
    );
  }
  if (isLoading) {
    return (
      <div className="fd-home-loading" role="status">
        <Spin tip={t('loading')} />
      </div>
    );
  }
  if (!definition) return <ResultPage illustration="notFound" title={t('previewNotFound', { alias: previewAlias })} showBack />;
  return (
    <div className="fd-column-preview">
      <h1>{t('previewTitle', { name: definition.name ?? previewAlias })}</h1>
      <Link to={`/studio?kind=column&alias=${encodeURIComponent(previewAlias)}`}>{t('openInStudio')}</Link>
      {definition.displayRights === false && <Banner type="warning" fullMode={false} closeIcon={null} description={t('previewNoRights')} />}
      <ColumnView definition={definition} preview />
    </div>
  );
}
