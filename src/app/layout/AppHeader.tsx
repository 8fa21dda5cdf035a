// The header of every authenticated page: brand, top menu (with More overflow), message badge,
// language switch and the user dropdown.
import { useTranslation } from 'react-i18next';
import { Button, Spin } from '@douyinfe/semi-ui-19';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { HeaderBrand } from './HeaderBrand';
import { MessageBadge } from './MessageBadge';
import { TopMenu } from './TopMenu';
import { UserMenu } from './UserMenu';
import { useTopMenus } from './useTopMenus';

function TopMenuArea() {
  const { t } = useTranslation('layout');
  const { menus, error, retry } = useTopMenus();
  if (menus) return <TopMenu menus={menus} />;
  if (error) {
    return (
      <div className="fd-top-menu fd-top-menu--state" role="alert">
        <span>{t('menuLoadFailed')}</span>
        <Button size="small" onClick={retry}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="fd-top-menu fd-top-menu--state" role="status">
      <Spin size="small" />
      <span>{t('loadingMenu')}</span>
    </div>
  );
}

export function AppHeader() {
  return (
    <header className="fd-header">
      <HeaderBrand />
      <TopMenuArea />
      <div className="fd-header__tools">
        <MessageBadge />
        <LanguageSwitch className="fd-header__language" />
        <UserMenu />
      </div>
    </header>
  );
}
