// The header's top menu: one link per top item; those that do not fit move, trailing first, into
// a More dropdown and come back when the header grows (re-checked 600 ms after a resize).
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Dropdown } from '@douyinfe/semi-ui-19';
import { IconChevronDown } from '@douyinfe/semi-icons';
import { computeOverflow } from './overflow';
import { findActiveTopAlias, topMenuPath, type MenuNode } from './menuModel';

/** Spec §9: the overflow check runs 600 ms after the last window resize. */
export const OVERFLOW_RECHECK_MS = 600;

function useVisibleCount(
  menus: readonly MenuNode[],
  containerRef: RefObject<HTMLElement | null>,
  measureRef: RefObject<HTMLElement | null>,
): number {
  const [visibleCount, setVisibleCount] = useState(menus.length);

  const recheck = useCallback(() => {
    const container = containerRef.current;
    const measure = measureRef.current;
    if (!container || !measure) return;
    const widths = Array.from(measure.querySelectorAll<HTMLElement>('[data-measure="item"]'), (el) => el.offsetWidth);
    const moreWidth = measure.querySelector<HTMLElement>('[data-measure="more"]')?.offsetWidth ?? 0;
    const count = computeOverflow(widths, container.clientWidth, moreWidth);
    if (count === 0 && widths.length > 0) {
      // Spec §4: on a too narrow screen an error is raised and the menu may be incomplete.
      console.error(`Top menu: the header is too narrow (${container.clientWidth}px) for any menu item; all items are under More.`);
    }
    setVisibleCount(count);
  }, [containerRef, measureRef]);

  // The menu data (names included) changed: measure again before painting.
  useLayoutEffect(recheck, [menus, recheck]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(recheck, OVERFLOW_RECHECK_MS);
    };
    window.addEventListener('resize', schedule);
    // The nav also narrows without a window resize, e.g. when the brand or user name arrives.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(schedule);
    if (containerRef.current) observer?.observe(containerRef.current);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
    };
  }, [recheck, containerRef]);

  return Math.min(visibleCount, menus.length);
}

export function TopMenu({ menus }: { menus: readonly MenuNode[] }) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const containerRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const visibleCount = useVisibleCount(menus, containerRef, measureRef);
  const activeAlias = findActiveTopAlias(pathname, menus);
  const visible = menus.slice(0, visibleCount);
  const folded = menus.slice(visibleCount);
  const moreIsActive = folded.some((item) => item.alias === activeAlias);

  return (
    <nav ref={containerRef} className="fd-top-menu" aria-label={t('topMenu')}>
      <ul className="fd-top-menu__list">
        {visible.map((item) => (
          <li key={item.alias}>
            <Link
              to={topMenuPath(item.alias)}
              className={`fd-top-menu__item${item.alias === activeAlias ? ' is-active' : ''}`}
              aria-current={item.alias === activeAlias ? 'page' : undefined}
            >
              {item.name}
            </Link>
          </li>
        ))}
        {folded.length > 0 ? (
          <li>
            <Dropdown
              trigger="click"
              clickToHide
              position="bottomRight"
              render={
                <Dropdown.Menu>
                  {folded.map((item) => (
                    <Dropdown.Item
                      key={item.alias}
                      active={item.alias === activeAlias}
                      onClick={() => navigate(topMenuPath(item.alias))}
                    >
                      {item.name}
                    </Dropdown.Item>
                  ))}
                </Dropdown.Menu>
              }
            >
              <button type="button" className={`fd-top-menu__item fd-top-menu__more${moreIsActive ? ' is-active' : ''}`}>
                {t('more')}
                <IconChevronDown size="small" aria-hidden />
              </button>
            </Dropdown>
          </li>
        ) : null}
      </ul>
      {/* An invisible copy of every item and of the More button, to know their natural widths. */}
      <div ref={measureRef} className="fd-top-menu__measure" aria-hidden="true">
        {menus.map((item) => (
          <span key={item.alias} data-measure="item" className="fd-top-menu__item">
            {item.name}
          </span>
        ))}
        <span data-measure="more" className="fd-top-menu__item fd-top-menu__more">
          {t('more')}
          <IconChevronDown size="small" />
        </span>
      </div>
    </nav>
  );
}
