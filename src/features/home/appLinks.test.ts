import { describe, expect, it } from 'vitest';
import type { PortalApp } from '../../api/portal';
import { inAppPath } from '../../session/redirect';
import { appContentLink, appTarget } from './appLinks';

const app = (fields: Partial<PortalApp>): PortalApp => ({ id: 'a1', name: 'App', type: 1, ...fields });
const targetOf = (link: string) => appTarget(new URL(link, 'http://portal.test').searchParams);

describe('appContentLink and appTarget', () => {
  it.each([
    ['type 1 (a link application) by id', app({ type: 1, id: 'x1' }), '/appContent?type=1&id=x1', { kind: 'frame', id: 'x1' }],
    ['type 2 (a process) by key', app({ type: 2, key: 'leave' }), '/appContent?type=2&key=leave', { kind: 'route', to: '/agentStartByKey/leave' }],
    [
      'type 3 (a custom query) by alias and sqlAlias',
      app({ type: '3', alias: 'q 1', sqlAlias: 'orders' }),
      '/appContent?type=3&alias=q+1&sqlAlias=orders',
      { kind: 'route', to: '/statement/querySql/queryView/orders/q%201' },
    ],
    ['type 4 (a data template) by id', app({ type: 4, id: 't9' }), '/appContent?type=4&id=t9', { kind: 'route', to: '/statement/template/preview/t9' }],
    ['type 6 (a chart) by id', app({ type: 6, id: 'c2' }), '/appContent?type=6&id=c2', { kind: 'route', to: '/statement/chart/c2' }],
    ['type 7 (a route) by path', app({ type: 7, path: '/newsList/1' }), '/appContent?type=7&path=%2FnewsList%2F1', { kind: 'route', to: '/newsList/1' }],
  ])('%s', (_name, given, link, target) => {
    expect(appContentLink(given)).toBe(link);
    expect(targetOf(link)).toEqual(target);
  });

  it.each([
    ['an unknown type', '/appContent?type=9&id=1'],
    ['no type', '/appContent?id=1'],
    ['a route to another site', '/appContent?type=7&path=%2F%2Fevil.example'],
    ['a route with a scheme', '/appContent?type=7&path=javascript%3Aalert(1)'],
    ['a query application without its sqlAlias', '/appContent?type=3&alias=q'],
    ['a chart without an id', '/appContent?type=6'],
  ])('refuses %s', (_name, link) => {
    expect(targetOf(link)).toEqual({ kind: 'invalid' });
  });

  it('knows in-app paths', () => {
    expect(inAppPath('/home')).toBe('/home');
    expect(inAppPath('//evil.example/x')).toBeUndefined();
    expect(inAppPath('/\\evil.example')).toBeUndefined();
    expect(inAppPath('https://evil.example')).toBeUndefined();
    expect(inAppPath('home')).toBeUndefined();
  });
});
