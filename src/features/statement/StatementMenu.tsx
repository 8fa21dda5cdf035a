// The statement area's side panel titled "custom menu": the statement top menu's items (three levels, one
// open branch at a time), each leading to its page (menuTarget), collapsible by an arrow like every side menu.
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { IconChevronDown, IconChevronLeft, IconChevronRight, IconChevronUp } from '@douyinfe/semi-icons';
import type { MenuNode } from '../../app/layout/menuModel';
import { SIDE_MENU_WIDTH } from '../../app/layout/SideMenu';
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

function Level({ nodes, depth, trail, setTrail, onChoose, parents }: {
  nodes: readonly MenuNode[];
  depth: number;
  trail: readonly string[];
  setTrail(trail: readonly string[]): void;
  onChoose(item: MenuNode): void;
  parents: readonly string[];
}) {
  const { pathname } = useLocation();
  const baseId = useId();
  return (
    <ul className={`fd-side-menu__list fd-side-menu__list--level${depth}`}>
      {nodes.map((node, index) => {
        const indent = { paddingLeft: 16 + (depth - 1) * 16 };
        if (node.children?.length && !node.href) {
          const path = [...parents, node.alias];
          const open = trail[depth - 1] === node.alias;
          const listId = `${baseId}-${index}`;
          const Arrow = open ? IconChevronUp : IconChevronDown;
          return (
            <li key={node.alias}>
              <button
                type="button"
                className="fd-side-menu__item fd-side-menu__group"
                style={indent}
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => setTrail(open ? path.slice(0, -1) : path)}
              >
                <span className="fd-side-menu__label">{node.name}</span>
                <Arrow size="small" aria-hidden />
              </button>
              <div id={listId} hidden={!open}>
                {open ? <Level nodes={node.children} depth={depth + 1} trail={trail} setTrail={setTrail} onChoose={onChoose} parents={path} /> : null}
              </div>
            </li>
          );
        }
        const target = menuTarget(node);
        const active = isTargetActive(pathname, target);
        return (
          <li key={node.alias}>
            <Link
              to={target}
              className={`fd-side-menu__item${active ? ' is-active' : ''}`}
              style={indent}
              aria-current={active ? 'page' : undefined}
              onClick={() => onChoose(node)}
            >
              <span className="fd-side-menu__label">{node.name}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function StatementMenu({ items, onChoose }: StatementMenuProps) {
  const { t } = useTranslation('statement');
  const { pathname } = useLocation();
  const navId = useId();
  const headingId = useId();
  const [collapsed, setCollapsed] = useState(false);
  const [trail, setTrail] = useState<readonly string[]>(() => openTrailOf(items, pathname));
  const toggleLabel = collapsed ? t('expandMenu') : t('collapseMenu');
  return (
    <aside className={`fd-side-menu fd-statement-menu${collapsed ? ' is-collapsed' : ''}`} style={collapsed ? undefined : { width: SIDE_MENU_WIDTH }}>
      <nav id={navId} className="fd-side-menu__nav" aria-labelledby={headingId} hidden={collapsed}>
        <h2 id={headingId} className="fd-statement-menu__title">
          {t('customMenu')}
        </h2>
        <Level nodes={items} depth={1} trail={trail} setTrail={setTrail} onChoose={onChoose} parents={[]} />
      </nav>
      <button
        type="button"
        className="fd-side-menu__toggle"
        aria-expanded={!collapsed}
        aria-controls={navId}
        aria-label={toggleLabel}
        title={toggleLabel}
        onClick={() => setCollapsed((value) => !value)}
      >
        {collapsed ? <IconChevronRight aria-hidden /> : <IconChevronLeft aria-hidden />}
      </button>
    </aside>
  );
}
