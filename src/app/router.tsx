// Static routes (spec §2). Every page is its own chunk, so the login page loads neither the layout
// nor Semi's Form/Table; the signed-in pages' table is a chunk of its own (signedInRoutes.tsx).
// Declarative mode (useRoutes inside <BrowserRouter>, see App.tsx): the data router's loaders,
// handles and error elements are not used, and leaving them out keeps about 16 KB gzip off every page.
import { useEffect } from 'react';
import { Outlet, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from './AppErrorBoundary';
import { lazyPage } from './lazyChunk';
import { pagesAt } from './pageMatch';
import { setNavigator } from './navigation';
import { HomePage, MainLayout } from './shellPages';
import { HOME_PATH } from '../session/redirect';

const LoginPage = lazyPage(() => import('../features/login/LoginPage'));
const ResetPasswordPage = lazyPage(() => import('../features/login/ResetPasswordPage'));
const MessageFillPage = lazyPage(() => import('../features/message/MessageFillPage'));
const ShortLinkPage = lazyPage(() => import('../features/shortlink/ShortLinkPage'));
const ReplayIndexPage = lazyPage(() => import('../features/replay/ReplayIndexPage'));
const ReplayPage = lazyPage(() => import('../features/replay/ReplayPage'));
const StudioPage = lazyPage(() => import('../features/studio/StudioPage'));
// Every signed-in page, with the session guard and the layout: a chunk of its own that the sign-in pages never load.
const SignedInRoutes = lazyPage(() => import('./signedInRoutes'));

export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <Outlet />
      </RouteErrorBoundary>
    ),
    children: [
      // anonymous
      { path: 'login', element: <LoginPage /> },
      { path: 'login/:tenantCode', element: <LoginPage /> },
      { path: 'resetPwdView', element: <ResetPasswordPage /> },
      { path: 'messageFillPage/:tipId', element: <MessageFillPage /> },
      { path: 'surl/*', element: <ShortLinkPage /> },
      // testers replay fixture definitions without a server (or a session)
      { path: 'replay', element: <ReplayIndexPage /> },
      { path: 'replay/:kind/:name', element: <ReplayPage /> },
      // authors and testers edit any definition beside its live preview (docs/studio.md); server sources need a session
      { path: 'studio', element: <StudioPage /> },
      // authenticated: the rest of the table (signedInRoutes.tsx), matched below this catch-all
      { path: '*', element: <SignedInRoutes /> },
    ],
  },
];

/**
 * Starts loading the code of the page at `pathname` before the first render asks for it, in parallel with
 * config.json; a signed-in page (with a stored session) also loads its layout and its own page. Without it the
 * chunks load one stage after another: the route table, then the guard's answer, then the layout, then the page.
 * The layout, home (where signing in leads) and the request layer's batching start beside the route table; any
 * other signed-in page once the table is in.
 */
export function preloadRoute(pathname: string, hasSession: boolean): void {
  for (const page of pagesAt(routes, pathname)) {
    if (page !== SignedInRoutes) void page.preload().catch(() => undefined);
    else if (hasSession) {
      void SignedInRoutes.preload().then((module) => module.preloadSignedInPage(pathname), () => undefined);
      for (const shellPage of pathname === HOME_PATH ? [MainLayout, HomePage] : [MainLayout]) void shellPage.preload().catch(() => undefined);
      // the first batched call (src/app/firstData.ts) would otherwise wait for it
      void import('../api/batch').catch(() => undefined);
    }
  }
}

/**
 * Once config.json is in (main.tsx): a stored session on a signed-in page is checked, and home's first calls are
 * made, as soon as the signed-in code has arrived, in parallel with React's first render rather than after it.
 */
export function startSignedInSession(pathname: string, hasSession: boolean, language: string): void {
  if (!hasSession || !pagesAt(routes, pathname).includes(SignedInRoutes)) return;
  void SignedInRoutes.preload().then((module) => module.startSession(pathname, language), () => undefined);
}

/** The route table, rendered inside the app's router (lazy pages suspend: wrap in <Suspense>). */
export function AppRoutes() {
  return useRoutes(routes);
}

/** Lets non-React code (navigateTo) navigate with the surrounding router while it is mounted. */
export function NavigatorRegistration() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to, options) => void navigate(to, options));
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}
