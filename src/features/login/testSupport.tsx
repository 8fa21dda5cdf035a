// Shared by the tests of the anonymous pages: a memory router whose every other route shows where the
// app went (path, query and location state), and an axe check for serious or critical violations.
import type { ReactElement } from 'react';
import { configure } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { renderMemoryRoutes } from '../../app/layout/testSupport';

export { seriousA11yViolations } from '../../app/layout/testSupport';

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
  return renderMemoryRoutes([...pages, { path: '*', element: <LocationProbe /> }], {
    pathname: entry.pathname,
    search: entry.search,
    state: initialState,
  });
}
