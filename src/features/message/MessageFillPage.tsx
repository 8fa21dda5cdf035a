// The message page (01-foundation §2, §8): shows a message handed over by another page — e.g. why a short
// link cannot be opened — or, without one, a generic text for the tip id.
import { useEffect } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ResultPage } from '../../components/ResultPage';
import { HOME_PATH } from '../../session/redirect';
import { loginPagePath } from '../../session/loginRoute';

/** Tip ids with a generic text of their own (login:message.tips.<id>); others use the default text. */
const KNOWN_TIPS = new Set(['shortUrl']);

/** Location state other pages pass along with the navigation. */
export interface MessageFillState {
  message?: string;
}

function handedOverMessage(state: unknown, query: string | null): string {
  const fromState = (state as MessageFillState | null)?.message;
  if (typeof fromState === 'string' && fromState.trim()) return fromState;
  return query?.trim() ?? '';
}

export default function MessageFillPage() {
  const { t } = useTranslation('login');
  const { tipId = '' } = useParams();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const message =
    handedOverMessage(location.state, searchParams.get('message')) ||
    t(KNOWN_TIPS.has(tipId) ? `message.tips.${tipId}` : 'message.tips.default');

  useEffect(() => {
    document.title = t('message.documentTitle');
  }, [t]);

  return (
    <main className="fd-message-page">
      <ResultPage
        illustration="noContent"
        title={t('message.title')}
        description={message}
        link={[
          { to: loginPagePath(), label: t('message.goLogin') },
          { to: HOME_PATH, label: t('message.goHome') },
        ]}
      />
    </main>
  );
}
