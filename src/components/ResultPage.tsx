// The generic empty-state / error page (01-foundation §2 "Other"): one of four illustrations, a title
// (default "system went wrong"), optional description, back button, links and extra actions.
import { useId, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Empty } from '@douyinfe/semi-ui-19';
import {
  IllustrationFailure,
  IllustrationFailureDark,
  IllustrationNoAccess,
  IllustrationNoAccessDark,
  IllustrationNoContent,
  IllustrationNoContentDark,
  IllustrationNotFound,
  IllustrationNotFoundDark,
} from '@douyinfe/semi-illustrations';
import { HOME_PATH } from '../session/redirect';
import './ResultPage.css';

export type ResultIllustration = 'notFound' | 'noAccess' | 'failure' | 'noContent';

export interface ResultLink {
  /** in-app path (without the /fvue base) */
  to: string;
  label: string;
}

export interface ResultPageProps {
  illustration?: ResultIllustration;
  title?: string;
  description?: ReactNode;
  /** a "back to the previous page" button; without in-app history it goes to /home */
  showBack?: boolean;
  link?: ResultLink | ResultLink[];
  /** further controls (e.g. a retry button), shown after the links */
  actions?: ReactNode;
  /** 1 for a page of its own; lower when the page sits under another heading */
  headingLevel?: 1 | 2 | 3;
}

type Illustration = ComponentType<{ className?: string; style?: CSSProperties }>;

const ILLUSTRATIONS: Record<ResultIllustration, { light: Illustration; dark: Illustration }> = {
  notFound: { light: IllustrationNotFound, dark: IllustrationNotFoundDark },
  noAccess: { light: IllustrationNoAccess, dark: IllustrationNoAccessDark },
  failure: { light: IllustrationFailure, dark: IllustrationFailureDark },
  noContent: { light: IllustrationNoContent, dark: IllustrationNoContentDark },
};

export function ResultPage({
  illustration = 'failure',
  title,
  description,
  showBack = false,
  link,
  actions,
  headingLevel = 1,
}: ResultPageProps) {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const location = useLocation();
  const titleId = useId();
  const { light: Light, dark: Dark } = ILLUSTRATIONS[illustration];
  const Heading = `h${headingLevel}` as const;
  const links = link === undefined ? [] : Array.isArray(link) ? link : [link];

  // The first entry of a session has the key 'default': going back would leave the application.
  const goBack = () => (location.key === 'default' ? navigate(HOME_PATH) : navigate(-1));

  return (
    <section className="fd-result" data-illustration={illustration} aria-labelledby={titleId}>
      <Empty
        image={<Light className="fd-result__illustration" />}
        darkModeImage={<Dark className="fd-result__illustration" />}
      >
        <Heading id={titleId} className="fd-result__title">
          {title || t('result.defaultTitle')}
        </Heading>
        {description ? <div className="fd-result__description">{description}</div> : null}
        {showBack || links.length > 0 || actions ? (
          <div className="fd-result__actions">
            {showBack ? (
              <Button theme="solid" type="primary" onClick={goBack}>
                {t('result.back')}
              </Button>
            ) : null}
            {links.map((item) => (
              <Link key={item.to} className="fd-result__link" to={item.to}>
                {item.label}
              </Link>
            ))}
            {actions}
          </div>
        ) : null}
      </Empty>
    </section>
  );
}
