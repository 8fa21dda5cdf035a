// The 216 px side panel of a top menu: up to three levels, items keyed by alias, one open branch at a
// time (accordion), and an arrow button that collapses the whole panel.
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { IconChevronDown, IconChevronLeft, IconChevronRight, IconChevronUp } from '@douyinfe/semi-icons';
import { findMenuTrail, menuItemPath, type MenuNode } from './menuModel';

export const SIDE_MENU_WIDTH = 216;

interface LevelProps {
  nodes: readonly MenuNode[];
  depth: number;
  /** aliases of the open submenus, outermost first: a single branch */
  openTrail: readonly string[];
  topAlias: string;
  activeAlias?: string;
  onToggle(trailToNode: readonly string[], open: boolean): void;
  parents: readonly string[];
}

function MenuLevel({ nodes, depth, openTrail, topAlias, activeAlias, onToggle, parents }: LevelProps) {
  const baseId = useId();
  return (
    <ul className={`fd-side-menu__list fd-side-menu__list--level${depth}`}>
      {nodes.map((node, index) => {
        const indent = { paddingLeft: 16 + (depth - 1) * 16 };
        if (node.children?.length) {
          const trail = [...parents, node.alias];
          const open = openTrail[depth - 1] === node.alias;
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
                onClick={() => onToggle(trail, !open)}
              >
                <span className="fd-side-menu__label">{node.name}</span>
                <Arrow size="small" aria-hidden />
              </button>
              <div id={listId} hidden={!open}>
                {open ? (
                  <MenuLevel
                    nodes={node.children}
                    depth={depth + 1}
                    openTrail={openTrail}
                    topAlias={topAlias}
                    activeAlias={activeAlias}
                    onToggle={onToggle}
                    parents={trail}
                  />
                ) : null}
              </div>
            </li>
          );
        }
        const active = node.alias === activeAlias;
        return (
          <li key={node.alias}>
            <Link
              to={menuItemPath(topAlias, node.alias)}
              className={`fd-side-menu__item${active ? ' is-active' : ''}`}
              style={indent}
              aria-current={active ? 'page' : undefined}
            >
              <span className="fd-side-menu__label">{node.name}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The submenus above an item: open them so the active item is visible. */
function ancestorsOf(tree: readonly MenuNode[], alias: string | undefined): string[] {
  const trail = alias ? findMenuTrail(tree, alias) : undefined;
  return trail ? trail.slice(0, -1).map((node) => node.alias) : [];
}

export function SideMenu({ top, tree, activeAlias }: { top: MenuNode; tree: readonly MenuNode[]; activeAlias?: string }) {
  const { t } = useTranslation('layout');
  const navId = useId();
  const [collapsed, setCollapsed] = useState(false);
  const [openTrail, setOpenTrail] = useState<readonly string[]>(() => ancestorsOf(tree, activeAlias));

  useEffect(() => {
    if (activeAlias) setOpenTrail(ancestorsOf(tree, activeAlias));
  }, [tree, activeAlias]);

  // Opening a submenu closes every other branch; closing one also closes what is open inside it.
  const onToggle = (trailToNode: readonly string[], open: boolean) =>
    setOpenTrail(open ? trailToNode : trailToNode.slice(0, -1));

  const toggleLabel = collapsed ? t('expandSideMenu') : t('collapseSideMenu');
  return (
    <aside className={`fd-side-menu${collapsed ? ' is-collapsed' : ''}`} style={collapsed ? undefined : { width: SIDE_MENU_WIDTH }}>
      <nav id={navId} className="fd-side-menu__nav" aria-label={t('sideMenu', { name: top.name })} hidden={collapsed}>
        <MenuLevel
          nodes={tree}
          depth={1}
          openTrail={openTrail}
          topAlias={top.alias}
          activeAlias={activeAlias}
          onToggle={onToggle}
          parents={[]}
        />
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
