// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import i18n from '../i18n';
import { LocationProbe, seriousA11yViolations } from '../features/login/testSupport';
import { ResultPage, type ResultPageProps } from './ResultPage';

// Each illustration renders its own name, so the tests can see which one (and which variant) is shown.
vi.mock('@douyinfe/semi-illustrations', () => {
  const names = ['NotFound', 'NoAccess', 'Failure', 'NoContent'].flatMap((name) => [`Illustration${name}`, `Illustration${name}Dark`]);
  return Object.fromEntries(
    names.map((name) => [name, ({ className }: { className?: string }) => <svg aria-hidden="true" className={className} data-illustration={name} />]),
  );
});

function renderResult(props: ResultPageProps, entries: string[] = ['/result']) {
  const router = createMemoryRouter(
    [
      { path: '/result', element: <ResultPage {...props} /> },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

const illustration = (container: HTMLElement) => container.querySelector('svg[data-illustration]')?.getAttribute('data-illustration');

afterEach(async () => {
  cleanup();
  document.body.removeAttribute('theme-mode');
  await i18n.changeLanguage('zh-CN');
});

describe('ResultPage', () => {
  it.each([
    ['notFound', 'IllustrationNotFound'],
    ['noAccess', 'IllustrationNoAccess'],
    ['failure', 'IllustrationFailure'],
    ['noContent', 'IllustrationNoContent'],
  ] as const)('shows the %s illustration', (variant, name) => {
    const { container } = renderResult({ illustration: variant, title: 't' });
    expect(illustration(container)).toBe(name);
  });

  it('switches to the dark variant in Semi dark mode', async () => {
    document.body.setAttribute('theme-mode', 'dark');
    const { container } = renderResult({ illustration: 'noAccess' });
    expect(illustration(container)).toBe('IllustrationNoAccessDark');
    await act(async () => document.body.setAttribute('theme-mode', 'light'));
    expect(illustration(container)).toBe('IllustrationNoAccess');
  });

  it('defaults to the failure illustration and the "system went wrong" title, in both languages', async () => {
    const { container } = renderResult({});
    expect(illustration(container)).toBe('IllustrationFailure');
    expect(screen.getByRole('heading', { level: 1, name: '系统出错了' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '系统出错了' })).toBeTruthy();
    cleanup();
    await i18n.changeLanguage('en-US');
    renderResult({});
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
  });

  it('shows title, description, links and actions, without a back button unless asked', async () => {
    const { container } = renderResult({
      illustration: 'noContent',
      title: '暂无数据',
      description: '请稍后再来',
      link: [
        { to: '/home', label: '首页' },
        { to: '/v-mail', label: '邮件' },
      ],
      actions: <button type="button">重试</button>,
      headingLevel: 2,
    });
    expect(screen.getByRole('heading', { level: 2, name: '暂无数据' })).toBeTruthy();
    expect(screen.getByText('请稍后再来')).toBeTruthy();
    expect(screen.getByRole('link', { name: '首页' }).getAttribute('href')).toBe('/home');
    expect(screen.getByRole('link', { name: '邮件' }).getAttribute('href')).toBe('/v-mail');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '返回上一页' })).toBeNull();
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('accepts a single custom link', () => {
    renderResult({ link: { to: '/login', label: '前往登录' } });
    expect(screen.getByRole('link', { name: '前往登录' }).getAttribute('href')).toBe('/login');
  });

  it('goes back to the previous in-app page', async () => {
    const user = userEvent.setup();
    renderResult({ showBack: true }, ['/v-flow/todo', '/result']);
    await user.click(screen.getByRole('button', { name: '返回上一页' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/v-flow/todo');
  });

  it('goes home when there is no previous in-app page', async () => {
    const user = userEvent.setup();
    renderResult({ showBack: true });
    await user.click(screen.getByRole('button', { name: '返回上一页' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/home');
  });
});
