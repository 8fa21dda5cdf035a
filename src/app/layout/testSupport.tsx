// Shared by the app, layout and personal component tests (and the anonymous pages' helper): route
// objects in a memory router in declarative mode like the app's, with an isolated SWR cache, and an
// axe check that fails on serious or critical accessibility violations.
import { useLayoutEffect, type ReactElement, type ReactNode } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  MemoryRouter,
  useLocation,
  useNavigationType,
  useRoutes,
  type InitialEntry,
  type Location,
  type NavigationType,
  type RouteObject,
} from 'react-router-dom';
import { SWRConfig } from 'swr';
import axe from 'axe-core';
import '../../i18n';

export function SwrIsolation({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, errorRetryCount: 0 }}>{children}</SWRConfig>;
}

/** Where the memory router is (last committed render) and how it got there, for assertions on navigation. */
export interface RouterStateView {
  location: Location;
  historyAction: NavigationType;
}

function RouterStateRecorder({ onChange }: { onChange: (state: RouterStateView) => void }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  useLayoutEffect(() => onChange({ location, historyAction }), [location, historyAction, onChange]);
  return null;
}

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Renders the routes in a memory router at the initial entry. `router.state` reads like the data
 * router's state (`location`, `historyAction`) so assertions on navigation stay short.
 */
export function renderMemoryRoutes(routes: RouteObject[], initialEntry: InitialEntry, wrap: (ui: ReactElement) => ReactElement = (ui) => ui) {
  let current: RouterStateView | undefined;
  const record = (state: RouterStateView) => {
    current = state;
  };
  const view = render(
    wrap(
      <MemoryRouter initialEntries={[initialEntry]}>
        <RouterStateRecorder onChange={record} />
        <RouteTable routes={routes} />
      </MemoryRouter>,
    ),
  );
  const router = {
    get state(): RouterStateView {
      if (!current) throw new Error('the memory router has not rendered yet');
      return current;
    },
  };
  return { router, ...view };
}

export function renderRoutes(routes: RouteObject[], initialPath: string) {
  return renderMemoryRoutes(routes, initialPath, (ui) => <SwrIsolation>{ui}</SwrIsolation>);
}

/** jsdom computes no layout, so colour contrast is left to the browser tests. */
export async function seriousA11yViolations(node: Element = document.body): Promise<string[]> {
  const results = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(' | ')}`);
}

/** Chooses an option of a Semi Select (src/components/ChoiceSelect.tsx) as a user does: opens it, clicks the option. */
export async function chooseOption(user: UserEvent, combobox: HTMLElement, option: string | RegExp): Promise<void> {
  await user.click(combobox);
  // matched on the option's text: its accessible name also holds Semi's "tick" icon label
  const options = await screen.findAllByRole('option');
  const text = (element: HTMLElement) => element.textContent?.trim() ?? '';
  const wanted = options.find((element) => (typeof option === 'string' ? text(element) === option : option.test(text(element))));
  if (!wanted) throw new Error(`no option ${String(option)} among ${options.map(text).join(' | ')}`);
  // a plain click: user-event's pointer sequence closes Semi's popup (outside-click check) before the option's click
  fireEvent.click(wanted);
  // a controlled Select reports the choice once its popup has closed
  await waitFor(() => {
    if (screen.queryByRole('listbox')) throw new Error('the options are still open');
  });
}
