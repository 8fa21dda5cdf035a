// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/http';
import { setLanguage } from '../i18n';
import { PartBoundary } from './PartBoundary';

let failing = true;
function Part({ error }: { error: Error }) {
  if (failing) throw error;
  return <p>part drawn</p>;
}

beforeEach(() => {
  failing = true;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('PartBoundary', () => {
  it('shows the failure in the part with the call’s log id, and draws the part again on retry', async () => {
    await setLanguage('zh-CN');
    render(
      <>
        <PartBoundary name="待办">
          <Part error={new ApiError({ ok: false, status: 500, message: '数据库不可用', logId: 'L-42' })} />
        </PartBoundary>
        <p>其余部分</p>
      </>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('“待办”无法显示');
    expect(alert.textContent).toContain('数据库不可用');
    expect(alert.textContent).toContain('日志ID：L-42');
    expect(screen.getByText('其余部分')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(screen.getByText('part drawn')).toBeTruthy();
  });

  it('speaks English, and has no log id line for an error without one', async () => {
    await setLanguage('en-US');
    render(
      <PartBoundary>
        <Part error={new Error('boom')} />
      </PartBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('This part cannot be shown');
    expect(alert.textContent).not.toContain('Log ID');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
