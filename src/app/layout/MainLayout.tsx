// The frame of every authenticated route: a skip link, the header (hidden for single routes) and
// the routed page in <main id="main">.
import type { MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PartBoundary } from '../../components/PartBoundary';
import { AppHeader } from './AppHeader';
import { useSingleRoute } from './singleRoute';
import './layout.css';

const MAIN_ID = 'main';

function SkipLink() {
  const { t } = useTranslation('layout');
  // Focus the main region itself: following '#main' would also add a hash to the routed URL.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };
  return (
    <a className="fd-skip-link" href={`#${MAIN_ID}`} onClick={skip}>
      {t('skipToContent')}
    </a>
  );
}

export default function MainLayout() {
  const single = useSingleRoute();
  const location = useLocation();
  return (
    <div className="fd-main-layout">
      {single ? null : <SkipLink />}
      {single ? null : <AppHeader />}
      <main id={MAIN_ID} className="fd-main" tabIndex={-1}>
        <div className="fd-main__content">
          {/* The routed page fails below the header, which keeps working; a navigation clears the failure. */}
          <PartBoundary resetKey={location.key}>
            <Outlet />
          </PartBoundary>
        </div>
      </main>
    </div>
  );
}
