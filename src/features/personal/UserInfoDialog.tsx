// User information (spec §2, 860 px): the user-detail answer of the current account, read only.
import { useTranslation } from 'react-i18next';
import { Button } from '@douyinfe/semi-ui-19';
import { Dialog } from '../../components/Dialog';
import { useUserDetail } from '../../session/userDetail';
import type { UserDetail } from '../../api/user';
import { DialogFailure, DialogLoading } from './DialogParts';
import { listNames, sexKey, userStatusKey } from './userFacts';
import './personal.css';

export const USER_INFO_WIDTH = 860;

function UserFacts({ detail }: { detail: UserDetail }) {
  const { t } = useTranslation('personal');
  const { user } = detail;
  const sex = sexKey(user.sex);
  const roles = listNames(detail.roles?.length ? detail.roles : detail.role ? [detail.role] : [], 'name');
  const posts = listNames(detail.posts?.length ? detail.posts : detail.post, 'postName');
  const orgs = listNames(detail.orgs?.length ? detail.orgs : detail.org, 'orgName');
  const facts: Array<[label: string, value: string | undefined]> = [
    [t('userInfo.fullname'), user.fullname],
    [t('userInfo.account'), user.account],
    [t('userInfo.sex'), sex ? t(`userInfo.sexValues.${sex}`) : user.sex],
    [t('userInfo.mobile'), user.mobile],
    [t('userInfo.email'), user.email],
    [t('userInfo.address'), user.address],
    [t('userInfo.status'), t(`userInfo.statusValues.${userStatusKey(user.status)}`)],
    [t('userInfo.roles'), roles.join('、')],
    [t('userInfo.posts'), posts.join('；')],
    [t('userInfo.orgs'), orgs.join('；')],
    [t('userInfo.postLevel'), detail.rank?.fpostLevel],
    [t('userInfo.rank'), detail.rank?.frank],
    [t('userInfo.mgrRank'), detail.rank?.fmgrRank],
  ];
  return (
    <dl className="fd-user-facts">
      {facts.map(([label, value]) => (
        <div key={label} className="fd-user-facts__row">
          <dt>{label}</dt>
          <dd>{value || t('empty')}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function UserInfoDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('personal');
  const { detail, error, isLoading, mutate } = useUserDetail();
  return (
    <Dialog
      visible
      title={t('userInfo.title')}
      width={USER_INFO_WIDTH}
      onCancel={onClose}
      footer={
        <Button type="primary" theme="solid" onClick={onClose}>
          {t('close')}
        </Button>
      }
    >
      {detail ? (
        <UserFacts detail={detail} />
      ) : isLoading && !error ? (
        <DialogLoading />
      ) : (
        <DialogFailure onRetry={() => mutate()} />
      )}
    </Dialog>
  );
}
