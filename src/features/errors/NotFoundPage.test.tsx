// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../i18n';
import { renderPages, seriousA11yViolations } from '../login/testSupport';
import NotFoundPage from './NotFoundPage';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('zh-CN');
});

describe('NotFoundPage', () => {
  it('says the page does not exist, with a back button and a link home', async () => {
    const user = userEvent.setup();
    const { container } = renderPages([{ path: '/nowhere', element: <NotFoundPage /> }], '/nowhere');
    expect(screen.getByRole('heading', { level: 1, name: '页面不存在' })).toBeTruthy();
    expect(document.title).toBe('页面不存在');
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/home');
    expect(await seriousA11yViolations(container)).toEqual([]);
    // Opened directly, there is no in-app page to go back to: back leads home.
    await user.click(screen.getByRole('button', { name: '返回上一页' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/home');
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en-US');
    renderPages([{ path: '/nowhere', element: <NotFoundPage /> }], '/nowhere');
    expect(screen.getByRole('heading', { level: 1, name: 'The page does not exist' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to previous page' })).toBeTruthy();
  });
});
