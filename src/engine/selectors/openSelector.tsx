// Opens the selector modal outside the page's React tree (rjsf widgets call formContext.selectors.open and
// await the answer): a root of its own on document.body, with Semi's locale and a suspense boundary for the
// lazily loaded texts; it is removed after the closing motion and the focus goes back where it was.
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import LocaleProvider from '@douyinfe/semi-ui-19/lib/es/locale/localeProvider';
import type { SelectedItem, SelectorKind } from '../../../renderers';
import { semiLocaleFor } from '../../app/providers';
import i18n from '../../i18n';
import { SelectorModal, type SelectorOpenOptions } from './SelectorModal';

/** The longest the closing motion may take before the modal is removed anyway (no animation events). */
const CLOSE_MOTION_MS = 1000;

export function openSelectorModal(kind: SelectorKind, options: SelectorOpenOptions): Promise<SelectedItem[] | null> {
  return new Promise((resolve) => {
    const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    let removed = false;
    const remove = () => {
      if (removed) return;
      removed = true;
      root.unmount();
      host.remove();
      previousFocus?.focus();
    };
    const close = (selection: SelectedItem[] | null) => {
      resolve(selection);
      setTimeout(remove, CLOSE_MOTION_MS);
    };
    root.render(
      <LocaleProvider locale={semiLocaleFor(i18n.language)}>
        <Suspense fallback={null}>
          {/* Not while the modal is still committing its close. */}
          <SelectorModal kind={kind} options={options} onClose={close} afterClose={() => setTimeout(remove)} />
        </Suspense>
      </LocaleProvider>,
    );
  });
}
