// The directory's user card: contact, posts, roles and the current leader (getUserCard), in a dialog.
import { useTranslation } from 'react-i18next';
import { Button, Modal, Spin, Tag } from '@douyinfe/semi-ui-19';
import useSWR from 'swr';
import { getUserCard } from '../../api/org';
import { unwrap } from '../../api/http';

export function UserCardDialog({ account, onClose }: { account: string; onClose(): void }) {
  const { t, i18n } = useTranslation('directory');
  const { data: card, error, mutate } = useSWR(['directory:card', account, i18n.language] as const, () => unwrap(getUserCard(account, { quiet: true })), { revalidateOnFocus: false });
  const blank = t('none');
  return (
    <Modal
      visible
      title={card ? t('cardTitle', { name: card.fullname }) : t('cardTitle', { name: account })}
      onCancel={onClose}
      footer={
        <Button type="primary" theme="solid" onClick={onClose}>
          {t('close')}
        </Button>
      }
    >
      {card ? (
        <dl className="fd-directory__card">
          <dt>{t('account')}</dt>
          <dd>{card.account}</dd>
          <dt>{t('mobile')}</dt>
          <dd>{card.mobile || card.phone || blank}</dd>
          <dt>{t('email')}</dt>
          <dd>{card.email ? <a href={`mailto:${card.email}`}>{card.email}</a> : blank}</dd>
          <dt>{t('posts')}</dt>
          <dd>
            {card.posts.length === 0 ? (
              blank
            ) : (
              <ul>
                {card.posts.map((post) => (
                  <li key={post.postId}>
                    {post.postName} · {post.pathName}
                    {post.isMaster ? <Tag size="small" color="blue">{t('master')}</Tag> : null}
                    {post.isCharge ? <Tag size="small" color="green">{t('charge')}</Tag> : null}
                  </li>
                ))}
              </ul>
            )}
          </dd>
          <dt>{t('roles')}</dt>
          <dd>{card.roles.length ? card.roles.map((role) => role.name).join(', ') : blank}</dd>
          <dt>{t('leader')}</dt>
          <dd>{card.leader ? `${card.leader.fullname} (${card.leader.account})` : blank}</dd>
        </dl>
      ) : error ? (
        <div role="alert">
          <p>{error instanceof Error ? error.message : t('cardFailed')}</p>
          <Button onClick={() => void mutate()}>{t('retry')}</Button>
        </div>
      ) : (
        <div role="status">
          <Spin /> {t('loading')}
        </div>
      )}
    </Modal>
  );
}
