// Static routes (spec §2). Every page is its own chunk, so the login page loads neither the layout
// nor Semi's Form/Table; menu-driven routes live below /:topAlias in MenuContentLayout.
import { Navigate, Outlet, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { HOME_PATH } from '../session/redirect';
import { RouteErrorView } from './AppErrorView';
import { lazyPage } from './lazyChunk';
import { APP_BASENAME, setNavigator } from './navigation';

const LoginPage = lazyPage(() => import('../features/login/LoginPage'));
const ResetPasswordPage = lazyPage(() => import('../features/login/ResetPasswordPage'));
const MessageFillPage = lazyPage(() => import('../features/message/MessageFillPage'));
const ShortLinkPage = lazyPage(() => import('../features/shortlink/ShortLinkPage'));
const RequireAuth = lazyPage(() => import('./RequireAuth'));
const MainLayout = lazyPage(() => import('./layout/MainLayout'));
const HomePage = lazyPage(() => import('./HomeUnderConstructionPage'));
const MenuContentLayout = lazyPage(() => import('./layout/MenuContentLayout'));
const NotFoundPage = lazyPage(() => import('../features/errors/NotFoundPage'));

export const routes: RouteObject[] = [
  {
    element: <Outlet />,
    errorElement: <RouteErrorView />,
    children: [
      // anonymous
      { path: 'login', element: <LoginPage /> },
      { path: 'login/:tenantCode', element: <LoginPage /> },
      { path: 'resetPwdView', element: <ResetPasswordPage /> },
      { path: 'messageFillPage/:tipId', element: <MessageFillPage /> },
      { path: 'surl/*', element: <ShortLinkPage /> },
      // authenticated
      {
        path: '/',
        element: (
          <RequireAuth>
            <MainLayout />
          </RequireAuth>
        ),
        children: [
          { index: true, element: <Navigate to={HOME_PATH} replace /> },
          { path: 'home', element: <HomePage /> },
          { path: ':topAlias/*', element: <MenuContentLayout /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** The browser router under /fvue; non-React code navigates through it (navigateTo). */
export function createAppRouter() {
  const router = createBrowserRouter(routes, { basename: APP_BASENAME });
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}
