// <often-system>: the applications the user may open, by sn; each opens through /appContent.
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { IconAppCenter } from '@douyinfe/semi-icons';
import { listAuthorisedApps } from '../../../api/portal';
import { appContentLink } from '../appLinks';
import { wordSegments } from '../wordSegments';
import { useWidgetData, WIDGET_CALL, widgetCall } from './useWidgetData';
import { WidgetState } from './WidgetState';

/** Applications shown on the card (the rest are a scroll away in the column). */
const APP_PAGE_SIZE = 50;

const APPS_CALL = widgetCall('apps', () =>
  listAuthorisedApps({ pageBean: { page: 1, pageSize: APP_PAGE_SIZE, showTotal: true }, sorter: [{ property: 'sn', direction: 'ASC' }] }, WIDGET_CALL),
);

export const dataCalls = () => [APPS_CALL];

export default function AppsWidget() {
  const { t, i18n } = useTranslation('home');
  const { data, error, isLoading } = useWidgetData(APPS_CALL);
  const apps = data?.rows ?? [];
  return (
    <WidgetState isLoading={isLoading} error={error} empty={apps.length === 0} emptyText={t('noApps')}>
      <ul className="fd-home-apps">
        {apps.map((app) => (
          <li key={app.id}>
            <Link to={appContentLink(app)}>
              <IconAppCenter size="extra-large" aria-hidden />
              <span className="fd-home-apps__label">
                {wordSegments(app.name, i18n.language).map((word, index) => (
                  // keyed by position: the words of one label, always in the same order
                  <Fragment key={index}>
                    {index > 0 ? <wbr /> : null}
                    {word}
                  </Fragment>
                ))}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </WidgetState>
  );
}
