// Shared by the tests of the anonymous pages: a memory router whose every other route shows where the
// app went (path, query and location state), and an axe check for serious or critical violations.
import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import axe from 'axe-core';
import '../../i18n';

// The first render of Semi in jsdom can take over a second on a busy machine.
configure({ asyncUtilTimeout: 4000 });

/** Renders where the router ended up, for assertions on navigation. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname + location.search}
    </output>
  );
}

export interface PageRoute {
  path: string;
  element: ReactElement;
}

/** Mounts the pages at their routes; any other path renders the LocationProbe. */
export function renderPages(pages: PageRoute[], initialPath: string, initialState?: unknown) {
  const entry = new URL(initialPath, 'http://localhost');
  const router = createMemoryRouter([...pages, { path: '*', element: <LocationProbe /> }], {
    initialEntries: [{ pathname: entry.pathname, search: entry.search, state: initialState }],
  });
  return { router, ...render(<RouterProvider router={router} />) };
}

/** jsdom computes no layout, so colour contrast is left to the browser tests. */
export async function seriousA11yViolations(node: Element = document.body): Promise<string[]> {
  const results = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(' | ')}`);
}
