// Shared by the layout and personal component tests: a memory router with an isolated SWR cache,
// and an axe check that fails on serious or critical accessibility violations.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';
import axe from 'axe-core';
import '../../i18n';


export function SwrIsolation({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, errorRetryCount: 0 }}>{children}</SWRConfig>;
}

export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const view = render(
    <SwrIsolation>
      <RouterProvider router={router} />
    </SwrIsolation>,
  );
  return { router, ...view };
}

/** jsdom computes no layout, so colour contrast is left to the browser tests. */
export async function seriousA11yViolations(node: Element = document.body): Promise<string[]> {
  const results = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(' | ')}`);
}
