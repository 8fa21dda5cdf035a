// The header's user dropdown: the user's name; user information, switch post (only with more than
// one post), change password, electronic seal and sign out.
import { useState } from 'react';
import { useKeptDialog } from '../../components/keptInput';
import { useTranslation } from 'react-i18next';
import { Avatar, Dropdown } from '@douyinfe/semi-ui-19';
import { IconChevronDown } from '@douyinfe/semi-icons';
import { useCurrentUser } from '../../session/store';
import { useUserDetail } from '../../session/userDetail';
import { signOut } from '../../session/auth';
import { hasMethod, useMethodAuthVersion } from '../../session/methodAuth';
import { PersonalDialog, type PersonalDialogKind } from '../../features/personal/PersonalDialogs';
import { useUserPosts } from '../../features/personal/useUserPosts';

export function UserMenu() {
  const { t } = useTranslation(['layout', 'personal']);
  const user = useCurrentUser();
  // The detail (the name as the directory has it now) and the posts are asked when the menu first opens: the
  // session's name is shown until then, and the first screen of every page makes two calls fewer.
  const [opened, setOpened] = useState(false);
  const { detail } = useUserDetail({ wanted: opened });
  const { data: posts } = useUserPosts(opened ? user?.userId : undefined);
  // The open account dialog comes back open after the language switch's reload (keptInput.ts).
  const dialog = useKeptDialog<PersonalDialogKind>('personal');
  const name = detail?.user?.fullname || user?.username || user?.account || '';

  useMethodAuthVersion(); // re-render when the method rights arrive
  // Method rights (spec §6, docs/method-rights.md) hide the entries the user lacks (user_info, seal_edit).
  const items: Array<{ kind: PersonalDialogKind; label: string; visible: boolean }> = [
    { kind: 'userInfo', label: t('personal:menu.userInfo'), visible: hasMethod('user_info') },
    { kind: 'switchPost', label: t('personal:menu.switchPost'), visible: Boolean(posts && posts.length > 1) },
    { kind: 'changePassword', label: t('personal:menu.changePassword'), visible: true },
    { kind: 'seal', label: t('personal:menu.seal'), visible: hasMethod('seal_edit') },
  ];

  return (
    <>
      <Dropdown
        trigger="click"
        clickToHide
        position="bottomRight"
        onVisibleChange={(visible) => {
          if (visible) setOpened(true);
        }}
        render={
          <Dropdown.Menu>
            {items.filter((item) => item.visible).map((item) => (
              <Dropdown.Item key={item.kind} onClick={() => dialog.open(item.kind)}>
                {item.label}
              </Dropdown.Item>
            ))}
            <Dropdown.Divider />
            <Dropdown.Item onClick={() => void signOut()}>{t('layout:signOut')}</Dropdown.Item>
          </Dropdown.Menu>
        }
      >
        <button type="button" className="fd-user-menu">
          <span aria-hidden="true">
            {/* The initial as an element, not a string: for a string Semi measures it to scale it down (a forced
                layout of the whole page being built, 20–40 ms of home's first render), and one letter always fits. */}
            <Avatar size="small" color="light-blue">
              <span className="semi-avatar-content">
                <span className="semi-avatar-label">{name.slice(0, 1)}</span>
              </span>
            </Avatar>
          </span>
          <span className="fd-visually-hidden">{t('layout:userMenuPrefix')}</span>
          <span className="fd-user-menu__name">{name}</span>
          <IconChevronDown size="small" aria-hidden />
        </button>
      </Dropdown>
      {dialog.subject ? <PersonalDialog kind={dialog.subject} onClose={dialog.close} keeper={dialog.keeper} /> : null}
    </>
  );
}
