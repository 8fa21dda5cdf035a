// The statement area's side panel titled "custom menu": the statement top menu's items (three levels, one
// open branch at a time), each leading to its page (menuTarget), collapsible by an arrow like every side menu.
import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../../app/layout/menuModel';
import { MenuTree, SidePanel } from '../../app/layout/SideMenu';
import { isTargetActive, menuTarget } from './paths';

interface StatementMenuProps {
  items: readonly MenuNode[];
  /** Called when an item is chosen (sets the template menu's residual flag). */
  onChoose(item: MenuNode): void;
}

/** The submenu aliases down to the item whose page is shown. */
function openTrailOf(items: readonly MenuNode[], pathname: string): string[] {
  for (const node of items) {
    if (!node.children?.length) continue;
    const inside = openTrailOf(node.children, pathname);
    const here = node.children.some((child) => !child.children?.length && isTargetActive(pathname, menuTarget(child)));
    if (here || inside.length) return [node.alias, ...inside];
  }
  return [];
}

/** The item whose page is shown. */
function activeItemOf(items: readonly MenuNode[], pathname: string): MenuNode | undefined {
  for (const node of items) {
    if ((node.href || !node.children?.length) && isTargetActive(pathname, menuTarget(node))) return node;
    const inside = node.children?.length ? activeItemOf(node.children, pathname) : undefined;
    if (inside) return inside;
  }
  return undefined;
}

export function StatementMenu({ items, onChoose }: StatementMenuProps) {
  const { t } = useTranslation('statement');
  const { pathname } = useLocation();
  const headingId = useId();
  const [trail, setTrail] = useState<readonly string[]>(() => openTrailOf(items, pathname));
  return (
    <SidePanel className="fd-statement-menu" label={{ headingId }} collapseLabel={t('collapseMenu')} expandLabel={t('expandMenu')} current={activeItemOf(items, pathname)?.name}>
      <h2 id={headingId} className="fd-statement-menu__title">
        {t('customMenu')}
      </h2>
      <MenuTree
        nodes={items}
        openTrail={trail}
        setOpenTrail={setTrail}
        // An item with an href is a page of its own, even when it has children.
        isLeaf={(node) => Boolean(node.href)}
        linkOf={(node) => {
          const to = menuTarget(node);
          return { to, active: isTargetActive(pathname, to) };
        }}
        onChoose={onChoose}
      />
    </SidePanel>
  );
}
