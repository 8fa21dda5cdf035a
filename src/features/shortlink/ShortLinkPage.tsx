// Short links /surl/<code> (01-foundation §2, §8): the server resolves the code to an in-app path and
// possibly a guest token; a refused link goes to the message page, a failed call back to sign-in.
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spin } from '@douyinfe/semi-ui-19';
import { getLongUrl, type LongUrl } from '../../api/shortUrl';
import type { ApiResult } from '../../api/http';
import type { CommonResult } from '../../api/types';
import { loginPagePath } from '../../session/loginRoute';
import { safeRedirect } from '../../session/redirect';
import { clearSession, setCurrentUser } from '../../session/store';
import type { MessageFillState } from '../message/MessageFillPage';
import './ShortLinkPage.css';

export const SHORT_URL_TIP_PATH = '/messageFillPage/shortUrl';
/** Lifetime assumed for a guest token; the answer does not carry one. */
export const GUEST_TOKEN_LIFETIME_SECONDS = 1800;

export type ShortLinkOutcome =
  | { kind: 'open'; to: string; guestToken?: string }
  | { kind: 'refused'; message?: string }
  | { kind: 'failed' };

/** Decides where the answer of getLongUrlByShortUrl leads. */
export function shortLinkOutcome(result: ApiResult<CommonResult<LongUrl>>): ShortLinkOutcome {
  const body = result.data;
  if (result.ok && body && body.state !== false) {
    return { kind: 'open', to: safeRedirect(body.value?.url), guestToken: body.value?.guestToken || undefined };
  }
  // A business refusal ({state:false, message}); no answer or a server error is a failed call.
  if (body?.state === false && result.status > 0 && result.status < 500) return { kind: 'refused', message: body.message };
  return { kind: 'failed' };
}

export default function ShortLinkPage() {
  const { t, i18n } = useTranslation('login');
  const { '*': code = '' } = useParams();
  const navigate = useNavigate();

  useEffect(() => {
    let active = true;
    void getLongUrl(code).then((result) => {
      // A newer visit of this page (or a duplicate request) takes over.
      if (!active || result.canceled) return;
      const outcome = shortLinkOutcome(result);
      if (outcome.kind === 'open') {
        if (outcome.guestToken) {
          // The visitor becomes the guest: nothing of an earlier session (rights, post, agent mode) may remain.
          clearSession();
          setCurrentUser({
            token: outcome.guestToken,
            loginTime: Date.now(),
            expiration: GUEST_TOKEN_LIFETIME_SECONDS,
            loginStatus: true,
            username: i18n.t('login:shortLink.guest'),
            account: 'guest',
            userId: '',
            userAttrs: {},
          });
        }
        navigate(outcome.to, { replace: true });
      } else if (outcome.kind === 'refused') {
        const state: MessageFillState = { message: outcome.message };
        navigate(SHORT_URL_TIP_PATH, { replace: true, state });
      } else {
        navigate(loginPagePath(), { replace: true });
      }
    });
    return () => {
      active = false;
    };
  }, [code, navigate, i18n]);

  return (
    <main className="fd-shortlink">
      <Spin size="large" />
      <p className="fd-shortlink__text" role="status">
        {t('shortLink.resolving')}
      </p>
    </main>
  );
}
