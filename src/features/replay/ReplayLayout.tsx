// The frame of the replay pages: a heading, the language switch and a link back to the fixture list.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import './replay.css';

export function ReplayLayout({ title, children, showIndexLink = true }: { title: string; children: ReactNode; showIndexLink?: boolean }) {
  const { t } = useTranslation('replay');
  return (
    <div className="fd-replay">
      <header className="fd-replay__header">
        <div>
          <p className="fd-replay__eyebrow">{t('eyebrow')}</p>
          <h1>{title}</h1>
        </div>
        <div className="fd-replay__tools">
          {showIndexLink ? <Link to="/replay">{t('allFixtures')}</Link> : null}
          <LanguageSwitch />
        </div>
      </header>
      <main className="fd-replay__main">{children}</main>
    </div>
  );
}
