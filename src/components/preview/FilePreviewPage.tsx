// The file routes (spec 02-process §2.4): /file/preview/{fileId}, /pdf/{src}/{fileId} and
// /iframeSrc/{iframeSrc}/{fileId} show the preview of fileId as a page; `src` and `iframeSrc` are never loaded,
// so no foreign or blob-HTML address is ever framed and the token never leaves the portal host.
// /webOffice/{fileId}/{isRevision}/{inputWriteable} adds a link to the online-office service of config.json,
// or says that there is none.
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getFileInfo } from '../../api/file';
import { getConfig } from '../../config/runtime';
import { PreviewContent } from './PreviewContent';
import { PreviewLoading } from './PreviewParts';
import { usePreviewCall } from './usePreviewCall';

/** The service's address with the file and the editing switches of the route as query values. */
function webOfficeHref(serviceUrl: string, params: Record<string, string>): string {
  const url = new URL(serviceUrl);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

function WebOfficeNote({ fileId }: { fileId: string }) {
  const { t } = useTranslation('preview');
  const { isRevision = '', inputWriteable = '' } = useParams();
  const serviceUrl = getConfig().webOfficeUrl;
  if (!serviceUrl) return <p className="fd-preview-note">{t('webOfficeNotConfigured')}</p>;
  return (
    <p className="fd-preview-note">
      <a href={webOfficeHref(serviceUrl, { fileId, isRevision, inputWriteable })} target="_blank" rel="noopener noreferrer" title={t('openWebOfficeHint')}>
        {t('openWebOffice')}
      </a>
    </p>
  );
}

export default function FilePreviewPage({ webOffice = false }: { webOffice?: boolean }) {
  const { t } = useTranslation('preview');
  const { fileId = '' } = useParams();
  // The name titles the page; a missing file is told by the preview itself.
  const { result } = usePreviewCall(fileId, (id) => getFileInfo(id, { quiet: true }));
  const fileName = result?.ok ? result.data?.fileName : undefined;
  const title = fileName ?? t('pageTitle');

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <article className="fd-preview-page">
      <h1>{title}</h1>
      {webOffice ? <WebOfficeNote fileId={fileId} /> : null}
      {result ? <PreviewContent key={fileId} file={{ id: fileId, name: title }} /> : <PreviewLoading />}
    </article>
  );
}
