// The header's unread-message badge: refreshed every 60 s while the page is visible; links to the inner messages.
import useSWR from 'swr';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge } from '@douyinfe/semi-ui-19';
import { IconBell } from '@douyinfe/semi-icons';
import { unwrap } from '../../api/http';
import { getMessageBadge } from '../../api/message';
import { badgeText, clampBadgeCount } from './badgeCount';

const REFRESH_MS = 60_000;
/** The inner messages: an item of the mail top menu (docs/layout.md). */
export const MESSAGES_PATH = '/v-mail/v-innerMsg';
/** The SWR key of the unread count: pages that mark messages read lower it at once (badgeAfterMarking). */
export const MESSAGE_BADGE_KEY = 'layout:messageBadge';

async function fetchUnreadCount(): Promise<number> {
  // Quiet: a failed poll keeps the last count instead of raising a notification every minute.
  const answer = await unwrap(getMessageBadge({ allowDuplicate: true, quiet: true, batch: true }));
  return clampBadgeCount(answer?.value);
}

export function MessageBadge() {
  const { t } = useTranslation('layout');
  // SWR pauses the interval while the document is hidden (refreshWhenHidden is false by default).
  const { data: count } = useSWR(MESSAGE_BADGE_KEY, fetchUnreadCount, { refreshInterval: REFRESH_MS });
  // The name holds the badge's visible text ("100+"), as a spoken label must contain what is shown.
  const label = count === undefined ? t('messages') : t('unreadMessages', { count: badgeText(count) });

  return (
    <Link to={MESSAGES_PATH} className="fd-header__icon-link" aria-label={label} title={label}>
      {count ? (
        <Badge count={badgeText(count)} type="danger">
          <IconBell size="large" aria-hidden />
        </Badge>
      ) : (
        <IconBell size="large" aria-hidden />
      )}
    </Link>
  );
}
