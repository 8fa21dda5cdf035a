// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../i18n';
// testSupport prepares the canvas Semi needs, so it comes before Semi's own import.
import { renderPages, seriousA11yViolations } from '../features/login/testSupport';
import Toast from '@douyinfe/semi-ui-19/lib/es/toast';
import { LanguageSwitch, RELOAD_DELAY_MS, reloadsOnSwitch } from './LanguageSwitch';

const reload = vi.fn();
const realLocation = window.location;

beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  localStorage.clear();
  // jsdom cannot reload; the switch's reload is observed instead.
  Object.defineProperty(window, 'location', { configurable: true, value: { ...realLocation, reload } });
});

afterEach(async () => {
  cleanup();
  Toast.destroyAll();
  reload.mockReset();
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
  await i18n.changeLanguage('zh-CN');
  localStorage.clear();
});

const renderAt = (path: string) => renderPages([{ path: '*', element: <LanguageSwitch /> }], path);
const combobox = () => screen.getByRole('combobox', { name: '语言' });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('LanguageSwitch', () => {
  it('is a labelled combobox showing the current language', async () => {
    const { container } = renderAt('/login');
    expect(combobox().textContent).toBe('简体中文');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('on a login page switches by mouse, announces success and re-renders without reloading', async () => {
    const user = userEvent.setup();
    renderAt('/login/acme');
    await user.click(combobox());
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['简体中文', 'English']);
    expect(options[0].getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('option', { name: 'English' }));

    expect(await screen.findByText('Language switched')).toBeTruthy();
    expect(localStorage.getItem('lang')).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    expect(screen.getByRole('combobox', { name: 'Language' }).textContent).toBe('English');
    await wait(RELOAD_DELAY_MS + 100);
    expect(reload).not.toHaveBeenCalled();
  });

  it('elsewhere reloads the page after the success message', async () => {
    const user = userEvent.setup();
    renderAt('/v-flow/todo');
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: 'English' }));
    expect(await screen.findByText('Language switched')).toBeTruthy();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: RELOAD_DELAY_MS + 1000 });
  });

  it('stores the unsaved input of the page before reloading', async () => {
    const keep = await import('./keptInput');
    const unregister = keep.registerKeptPart('form', { snapshot: () => ({ name: '张三' }), restore: () => undefined });
    sessionStorage.clear();
    renderAt('/home');
    await userEvent.click(combobox());
    await userEvent.click(screen.getByRole('option', { name: 'English' }));
    await waitFor(() => expect(sessionStorage.getItem(keep.keptInputKey('/'))).toContain('张三'));
    await wait(RELOAD_DELAY_MS + 100);
    expect(reload).toHaveBeenCalledTimes(1);
    unregister();
  });

  it('works with the keyboard', async () => {
    const user = userEvent.setup();
    renderAt('/resetPwdView');
    await user.tab();
    expect(document.activeElement).toBe(combobox());
    await user.keyboard('{ArrowDown}');
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(combobox().getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: '简体中文' }).id);
    await user.keyboard('{ArrowDown}');
    expect(combobox().getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'English' }).id);
    await user.keyboard('{Escape}');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(localStorage.getItem('lang')).toBeNull();

    await user.keyboard('{End}{Enter}');
    await waitFor(() => expect(localStorage.getItem('lang')).toBe('en-US'));
    expect(screen.getByRole('combobox', { name: 'Language' }).getAttribute('aria-expanded')).toBe('false');
    await wait(RELOAD_DELAY_MS + 100);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does nothing when the current language is chosen again', async () => {
    const user = userEvent.setup();
    renderAt('/home');
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: '简体中文' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    await wait(RELOAD_DELAY_MS + 100);
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem('lang')).toBeNull();
  });

  it('knows which pages reload', () => {
    expect(['/login', '/login/acme', '/resetPwdView'].map(reloadsOnSwitch)).toEqual([false, false, false]);
    expect(['/home', '/v-flow/todo', '/loginx', '/messageFillPage/x'].map(reloadsOnSwitch)).toEqual([true, true, true, true]);
  });
});
