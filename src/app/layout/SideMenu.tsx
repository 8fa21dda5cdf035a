// The 216 px side panel of a top menu: up to three levels, items keyed by alias, one open branch at a
// time (accordion), and an arrow button that collapses the whole panel. `SidePanel` and `MenuTree` are
// shared with the statement area's "custom menu", which only differs in where an item leads. On a phone the
// panel sits above the page: it starts collapsed to a bar naming the page shown, and folds again once an item
// is chosen, so the page, not the menu, fills the first screen.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { IconChevronDown, IconChevronLeft, IconChevronRight, IconChevronUp } from '@douyinfe/semi-icons';
import { findMenuTrail, menuItemPath, type MenuNode } from './menuModel';

export const SIDE_MENU_WIDTH = 216;

export interface MenuTreeProps {
  nodes: readonly MenuNode[];
  /** aliases of the open submenus, outermost first: a single branch */
  openTrail: readonly string[];
  /** Opening a submenu passes the trail down to it; closing passes the trail above it. */
  setOpenTrail(trail: readonly string[]): void;
  /** Where a leaf leads and whether it is the page shown. */
  linkOf(node: MenuNode): { to: string; active: boolean };
  /** A node with children is a submenu unless this says otherwise (e.g. items with an href). */
  isLeaf?(node: MenuNode): boolean;
  onChoose?(node: MenuNode): void;
}

function MenuLevel(props: MenuTreeProps & { depth: number; parents: readonly string[] }) {
  const { nodes, depth, parents, openTrail, setOpenTrail, linkOf, isLeaf, onChoose } = props;
  const baseId = useId();
  return (
    <ul className={`fd-side-menu__list fd-side-menu__list--level${depth}`}>
      {nodes.map((node, index) => {
        const indent = { paddingLeft: 16 + (depth - 1) * 16 };
        if (node.children?.length && !isLeaf?.(node)) {
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
                // Opening closes every other branch; closing also closes what is open inside it.
                onClick={() => setOpenTrail(open ? trail.slice(0, -1) : trail)}
              >
                <span className="fd-side-menu__label">{node.name}</span>
                <Arrow size="small" aria-hidden />
              </button>
              <div id={listId} hidden={!open}>
                {open ? <MenuLevel {...props} nodes={node.children} depth={depth + 1} parents={trail} /> : null}
              </div>
            </li>
          );
        }
        const { to, active } = linkOf(node);
        return (
          <li key={node.alias}>
            <Link
              to={to}
              className={`fd-side-menu__item${active ? ' is-active' : ''}`}
              style={indent}
              aria-current={active ? 'page' : undefined}
              onClick={onChoose ? () => onChoose(node) : undefined}
            >
              <span className="fd-side-menu__label">{node.name}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function MenuTree(props: MenuTreeProps) {
  return <MenuLevel {...props} depth={1} parents={[]} />;
}

export interface SidePanelProps {
  className?: string;
  /** The navigation's accessible name, or the id of a heading inside `children` that names it. */
  label: { text: string } | { headingId: string };
  collapseLabel: string;
  expandLabel: string;
  /** the name of the page shown, for the collapsed bar on a phone */
  current?: string;
  children: ReactNode;
}

/** Below this width the side panel goes above the page (layout.css). */
const PHONE_QUERY = '(max-width: 767px)';
const onPhone = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;

/** The collapsible 216 px panel around a menu. */
export function SidePanel({ className = '', label, collapseLabel, expandLabel, current, children }: SidePanelProps) {
  const { t } = useTranslation('layout');
  const navId = useId();
  const [collapsed, setCollapsed] = useState(onPhone);
  // a phone folds the panel once the chosen page is shown
  useEffect(() => {
    if (onPhone()) setCollapsed(true);
  }, [current]);
  const toggleAction = collapsed ? expandLabel : collapseLabel;
  const toggleLabel = current ? t('sidePanelToggle', { current, action: toggleAction }) : toggleAction;
  const naming = 'text' in label ? { 'aria-label': label.text } : { 'aria-labelledby': label.headingId };
  return (
    <aside className={['fd-side-menu', className, collapsed ? 'is-collapsed' : ''].filter(Boolean).join(' ')} style={collapsed ? undefined : { width: SIDE_MENU_WIDTH }}>
      <nav id={navId} className="fd-side-menu__nav" {...naming} hidden={collapsed}>
        {children}
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
        {current ? <span className="fd-side-menu__current">{current}</span> : null}
        {collapsed ? <IconChevronRight aria-hidden /> : <IconChevronLeft aria-hidden />}
      </button>
    </aside>
  );
}

/** The submenus above an item: open them so the active item is visible. */
function ancestorsOf(tree: readonly MenuNode[], alias: string | undefined): string[] {
  const trail = alias ? findMenuTrail(tree, alias) : undefined;
  return trail ? trail.slice(0, -1).map((node) => node.alias) : [];
}

export function SideMenu({ top, tree, activeAlias }: { top: MenuNode; tree: readonly MenuNode[]; activeAlias?: string }) {
  const { t } = useTranslation('layout');
  const [openTrail, setOpenTrail] = useState<readonly string[]>(() => ancestorsOf(tree, activeAlias));

  useEffect(() => {
    if (activeAlias) setOpenTrail(ancestorsOf(tree, activeAlias));
  }, [tree, activeAlias]);

  return (
    <SidePanel
      label={{ text: t('sideMenu', { name: top.name }) }}
      collapseLabel={t('collapseSideMenu')}
      expandLabel={t('expandSideMenu')}
      current={activeAlias ? findMenuTrail(tree, activeAlias)?.at(-1)?.name : undefined}
    >
      <MenuTree
        nodes={tree}
        openTrail={openTrail}
        setOpenTrail={setOpenTrail}
        linkOf={(node) => ({ to: menuItemPath(top.alias, node.alias), active: node.alias === activeAlias })}
      />
    </SidePanel>
  );
}
