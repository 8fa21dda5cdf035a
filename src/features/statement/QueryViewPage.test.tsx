// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { httpClient } from '../../api/http';
import { installFakeNetwork, type SentRequest } from '../../api/testing/fakeNetwork';
import { defaultConfig, setConfig } from '../../config/runtime';
import { setLanguage } from '../../i18n';
import { renderRoutes, seriousA11yViolations } from '../../app/layout/testSupport';
import QueryViewPage from './QueryViewPage';

const FIXTURES = join(import.meta.dirname, '../../../fixtures/queryView');
const roster = JSON.parse(readFileSync(join(FIXTURES, 'employee-roster.json'), 'utf8'));
const rosterRows = JSON.parse(readFileSync(join(FIXTURES, 'answers/employee-roster.json'), 'utf8')).pages[0];
const routes = [{ path: 'statement/querySql/queryView/:sqlAlias/:alias/:single?', element: <QueryViewPage /> }];

let sent: SentRequest[];
beforeEach(async () => {
  setConfig(defaultConfig());
  await setLanguage('zh-CN');
  sent = installFakeNetwork(httpClient, (request) => {
    if (request.url.includes('/getJson')) return { data: request.url.includes('alias=roster') ? roster : {} };
    return { data: rosterRows };
  });
});
afterEach(cleanup);

describe('QueryViewPage', () => {
  it('renders the view of the route with its first page, without serious accessibility violations', async () => {
    renderRoutes(routes, '/statement/querySql/queryView/employeeSql/roster');
    expect(await screen.findByRole('heading', { name: '员工花名册' })).toBeTruthy();
    await screen.findByText(String(rosterRows.rows[0].name));
    expect(sent[0].url).toContain('/form/query/queryView/getJson?sqlAlias=employeeSql&alias=roster');
    expect(sent[1].url).toContain('/form/query/queryView/data_employeeSql/roster');
    expect(screen.getByRole('button', { name: '导出全部数据' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('员工花名册 - 查询视图'));
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('says so for an unknown view, in English too', async () => {
    await setLanguage('en-US');
    renderRoutes(routes, '/statement/querySql/queryView/employeeSql/nope/true');
    expect(await screen.findByText('No query view employeeSql/nope')).toBeTruthy();
  });
});
