// A menu item with an href: the page embedded in a frame (rules in frameSource.ts).
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spin } from '@douyinfe/semi-ui-19';
import { ResultPage } from '../../components/ResultPage';
import { getConfig } from '../../config/runtime';
import { useCurrentUser } from '../../session/store';
import { buildFrameSource } from './frameSource';
import type { MenuNode } from './menuModel';

export function MenuFrame({ item }: { item: MenuNode & { href: string } }) {
  const { t } = useTranslation('layout');
  const token = useCurrentUser()?.token;
  const source = useMemo(
    () => buildFrameSource(item.href, { pageOrigin: window.location.origin, tokenOrigins: getConfig().tokenOrigins, token }),
    [item.href, token],
  );
  const [loadedSrc, setLoadedSrc] = useState<string>();

  if (!source) return <ResultPage illustration="failure" title={item.name} description={t('frameUnavailable')} />;
  return (
    <div className="fd-frame">
      {loadedSrc === source.src ? null : (
        <div className="fd-frame__loading" role="status">
          <Spin />
          <span>{t('frameLoading')}</span>
        </div>
      )}
      <iframe
        key={source.src}
        className="fd-frame__iframe"
        title={item.name}
        src={source.src}
        sandbox={source.sandbox}
        referrerPolicy="no-referrer"
        onLoad={() => setLoadedSrc(source.src)}
      />
    </div>
  );
}
