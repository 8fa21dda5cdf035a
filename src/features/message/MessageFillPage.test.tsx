// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import i18n from '../../i18n';
import { setLoginTenantCode } from '../../session/store';
import { renderPages, seriousA11yViolations } from '../login/testSupport';
import MessageFillPage from './MessageFillPage';

const pages = [{ path: '/messageFillPage/:tipId', element: <MessageFillPage /> }];

afterEach(async () => {
  cleanup();
  localStorage.clear();
  await i18n.changeLanguage('zh-CN');
});

describe('MessageFillPage', () => {
  it('shows the message handed over in the location state, as text', async () => {
    const { container } = renderPages(pages, '/messageFillPage/shortUrl', { message: '<b>链接已失效</b>' });
    expect(screen.getByRole('heading', { level: 1, name: '提示' })).toBeTruthy();
    expect(screen.getByText('<b>链接已失效</b>')).toBeTruthy();
    expect(container.querySelector('b')).toBeNull();
    expect(document.title).toBe('提示');
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('shows the ?message= text', () => {
    renderPages(pages, '/messageFillPage/custom?message=%E5%AE%A1%E6%89%B9%E5%B7%B2%E5%AE%8C%E6%88%90');
    expect(screen.getByText('审批已完成')).toBeTruthy();
  });

  it('without a message shows the generic text of the tip, or a default text', () => {
    renderPages(pages, '/messageFillPage/shortUrl');
    expect(screen.getByText('该链接无法打开，可能已失效或不存在。')).toBeTruthy();
    cleanup();
    renderPages(pages, '/messageFillPage/whatever');
    expect(screen.getByText('暂无可显示的提示信息。')).toBeTruthy();
  });

  it('links to the (tenant) login page and home, in English too', async () => {
    setLoginTenantCode('acme');
    await i18n.changeLanguage('en-US');
    renderPages(pages, '/messageFillPage/shortUrl');
    expect(screen.getByRole('link', { name: 'Go to sign-in' }).getAttribute('href')).toBe('/login/acme');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/home');
    expect(screen.getByText('This link cannot be opened; it may have expired or may not exist.')).toBeTruthy();
  });
});
