// href/template/:alias — the external page of a statement menu item in a frame. The token is appended only
// for origins listed in config.json tokenOrigins, the frame sends no referrer (src/app/layout/frameSource.ts).
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { findMenuTrail, type MenuNode } from '../../app/layout/menuModel';
import { MenuFrame } from '../../app/layout/MenuFrame';
import { ResultPage } from '../../components/ResultPage';

export function HrefTemplatePage({ items }: { items: readonly MenuNode[] }) {
  const { t } = useTranslation('statement');
  const { alias = '' } = useParams();
  const item = findMenuTrail(items, alias)?.at(-1);
  if (!item?.href) return <ResultPage illustration="notFound" title={t('hrefNotFound', { alias })} headingLevel={1} />;
  return <MenuFrame key={item.alias} item={{ ...item, href: item.href }} />;
}
