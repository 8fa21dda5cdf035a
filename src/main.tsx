// Start-up: warn old Internet Explorer, start loading the first page's code, load the deployment's config.json, then render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import i18n from './i18n';
import { loadConfig } from './config/runtime';
import App from './app/App';
import { isOldInternetExplorer } from './app/browserSupport';
import { currentAppPath, currentAppPathname } from './app/navigation';
import { preloadRoute, startSignedInSession } from './app/router';
import { getCurrentUser } from './session/store';
import { KEPT_INPUT_PREFIX } from './components/keptInputKey';

async function start(): Promise<void> {
  if (isOldInternetExplorer(navigator.userAgent)) window.alert(i18n.t('common:browser.useChrome'));
  // The first page's code loads while config.json does (and a signed-in page's layout with it).
  preloadRoute(currentAppPathname(), Boolean(getCurrentUser()?.token));
  await loadConfig();
  startSignedInSession(currentAppPathname(), Boolean(getCurrentUser()?.token), i18n.language);
  document.title = i18n.t('common:appName');
  // Input kept by a language switch's reload goes back to its forms as they mount, with a short notice
  // (the registry is loaded only then: the sign-in pages' budget has no room for it).
  if (sessionStorage.getItem(KEPT_INPUT_PREFIX + currentAppPath()) !== null) {
    const { loadKeptInput } = await import('./components/keptInput');
    loadKeptInput(currentAppPath(), () =>
      void import('@douyinfe/semi-ui-19/lib/es/toast').then(({ default: Toast }) => Toast.info(i18n.t('pages:language.restored'))),
    );
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lacks <div id="root">');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
