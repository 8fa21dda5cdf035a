// The frame of the sign-in and forced password-reset pages: a decorative side panel (hidden under
// 500 px, see auth.css), the language switch, the card with the page's content and the copyright footer.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { getConfig } from '../../config/runtime';
// Native controls drawn with Semi's theme variables (loaded app-wide): no Semi component's JavaScript here.
import './auth.css';

function PanelArt() {
  // A small approval flow: start → two reviews → done.
  return (
    <svg className="fd-auth__art" viewBox="0 0 320 200" aria-hidden="true" focusable="false">
      <g fill="none" stroke="rgba(255,255,255,0.55)" strokeWidth="3" strokeLinecap="round">
        <path d="M58 100 H110" />
        <path d="M150 100 C170 100 170 52 190 52 H214" />
        <path d="M150 100 C170 100 170 148 190 148 H214" />
        <path d="M254 52 C274 52 274 100 262 100" />
        <path d="M254 148 C274 148 274 100 262 100" />
      </g>
      <circle cx="38" cy="100" r="20" fill="rgba(255,255,255,0.9)" />
      <rect x="110" y="78" width="40" height="44" rx="8" fill="rgba(255,255,255,0.75)" />
      <rect x="214" y="30" width="40" height="44" rx="8" fill="rgba(255,255,255,0.75)" />
      <rect x="214" y="126" width="40" height="44" rx="8" fill="rgba(255,255,255,0.75)" />
      <circle cx="282" cy="100" r="20" fill="#7fd4a8" />
      <path d="M272 100 l7 7 l13 -14" fill="none" stroke="#0b3d91" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

export function AuthShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('login');
  const copyright = getConfig().copyright || t('copyright');

  return (
    <div className="fd-auth">
      <aside className="fd-auth__panel" aria-label={t('panelLabel')}>
        <PanelArt />
        <p className="fd-auth__slogan">{t('slogan')}</p>
        <p className="fd-auth__slogan-detail">{t('sloganDetail')}</p>
      </aside>
      <div className="fd-auth__body">
        <header className="fd-auth__topbar">
          <LanguageSwitch />
        </header>
        <main className="fd-auth__main">
          <div className="fd-auth__card">{children}</div>
        </main>
        <footer className="fd-auth__footer">{copyright}</footer>
      </div>
    </div>
  );
}
