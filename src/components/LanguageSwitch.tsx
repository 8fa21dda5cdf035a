// Language choice for the sign-in pages and the layout header (01-foundation §2): a success message, then a
// page reload so every screen and cached server text follows — except on the sign-in pages, which re-render.
// Unsaved input registered in keptInput.ts is stored for the reload; what cannot be stored is asked about first.
// A select-only combobox (WAI-ARIA APG pattern) of its own: Semi Select would add ~50 KB gzip to the login route.
import { useId, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { IconChevronDown, IconLanguage } from '@douyinfe/semi-icons';
import i18n, { LANGUAGES, setLanguage, type Language } from '../i18n';
import { currentAppPath } from '../app/navigation';
import { isLoginPath } from '../session/loginRoute';
import { RESET_PASSWORD_PATH } from '../features/login/paths';
import './LanguageSwitch.css';

/** Long enough for the success message to be seen before the page reloads. */
export const RELOAD_DELAY_MS = 600;

/** Asks whether to switch although a chosen file (or the like) will be lost; Semi's Modal only when needed. */
async function confirmLosingInput(): Promise<boolean> {
  const { default: Modal } = await import('@douyinfe/semi-ui-19/lib/es/modal');
  return new Promise((resolve) => {
    Modal.confirm({
      title: i18n.t('pages:language.unkeepableTitle'),
      content: i18n.t('pages:language.unkeepable'),
      okText: i18n.t('pages:language.switchAnyway'),
      cancelText: i18n.t('pages:language.stay'),
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

/** Outside the sign-in pages the page reloads, so that texts already fetched from the server follow. */
export function reloadsOnSwitch(pathname: string): boolean {
  return !isLoginPath(pathname) && pathname !== RESET_PASSWORD_PATH;
}

export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('pages');
  const { pathname } = useLocation();
  const id = useId();
  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const optionId = (language: Language) => `${id}-${language}`;
  const current: Language = LANGUAGES.includes(i18n.language as Language) ? (i18n.language as Language) : 'zh-CN';
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const show = (index = LANGUAGES.indexOf(current)) => {
    setActive(index);
    setOpen(true);
  };

  const choose = async (language: Language) => {
    setOpen(false);
    if (language === current) return;
    const reloads = reloadsOnSwitch(pathname);
    // Loaded only where the page reloads: the sign-in pages' budget has no room for it.
    const kept = reloads ? await import('./keptInput') : undefined;
    // What a snapshot cannot carry (a chosen file) would be lost: the reader decides first.
    if (kept?.hasUnkeepableInput() && !(await confirmLosingInput())) return;
    // Taken before the language changes: a page that re-renders in the new language (a data template prepares its
    // definition again) may remount its forms and forget their edits before the reload.
    kept?.keepInputForReload(currentAppPath());
    await setLanguage(language);
    // Toast is loaded on demand: it would otherwise weigh on the login page.
    const { default: Toast } = await import('@douyinfe/semi-ui-19/lib/es/toast');
    Toast.success(i18n.t('pages:language.switched', { lng: language }));
    if (reloads) {
      window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = LANGUAGES.length - 1;
    const keys: Record<string, () => void> = open
      ? {
          ArrowDown: () => setActive((index) => Math.min(index + 1, last)),
          ArrowUp: () => setActive((index) => Math.max(index - 1, 0)),
          Home: () => setActive(0),
          End: () => setActive(last),
          Enter: () => void choose(LANGUAGES[active]),
          ' ': () => void choose(LANGUAGES[active]),
          Escape: () => setOpen(false),
        }
      : {
          ArrowDown: () => show(),
          ArrowUp: () => show(),
          Enter: () => show(),
          ' ': () => show(),
          Home: () => show(0),
          End: () => show(last),
        };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className={className ? `fd-language-switch ${className}` : 'fd-language-switch'}>
      <span id={labelId} className="fd-visually-hidden">
        {t('language.label')}
      </span>
      <div
        role="combobox"
        tabIndex={0}
        className="fd-language-switch__button"
        aria-labelledby={labelId}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? optionId(LANGUAGES[active]) : undefined}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      >
        <IconLanguage aria-hidden="true" />
        <span lang={current}>{t(`language.names.${current}`)}</span>
        <IconChevronDown aria-hidden="true" size="small" />
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-labelledby={labelId}
        className="fd-language-switch__list"
        hidden={!open}
        // Keeps the focus on the combobox, so its blur does not close the list before the click lands.
        onMouseDown={(event) => event.preventDefault()}
      >
        {LANGUAGES.map((language, index) => (
          <li
            key={language}
            id={optionId(language)}
            role="option"
            lang={language}
            aria-selected={language === current}
            className={index === active ? 'fd-language-switch__option is-active' : 'fd-language-switch__option'}
            onClick={() => void choose(language)}
            onMouseEnter={() => setActive(index)}
          >
            {t(`language.names.${language}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
