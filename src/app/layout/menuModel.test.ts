import { describe, expect, it } from 'vitest';
import {
  activeItemAlias,
  buildTopMenus,
  compareMenuIds,
  findActiveTopAlias,
  findFirstPage,
  findMenuTrail,
  hasSideMenu,
  orderMenuTree,
  readRememberedPath,
  rememberPath,
  resolveLandingPath,
  type MenuNode,
} from './menuModel';

const flowTree: MenuNode[] = [
  { id: '12', name: 'Done', alias: 'v-done', children: [{ id: '121', name: 'Done read', alias: 'v-doneRead' }] },
  { id: '11', name: 'Todo', alias: 'v-todo' },
  { id: '13', name: 'Hidden', alias: 'v-hidden', hidden: 1 },
];

describe('menu ordering', () => {
  it('compares numeric ids numerically and puts them before other ids', () => {
    expect(['10', '9', 'b', '100', 'a'].sort(compareMenuIds)).toEqual(['9', '10', '100', 'a', 'b']);
    expect(compareMenuIds(2, '10')).toBeLessThan(0);
  });

  it('orders every level by id and drops hidden items without touching the input', () => {
    const ordered = orderMenuTree(flowTree);
    expect(ordered.map((n) => n.alias)).toEqual(['v-todo', 'v-done']);
    expect(ordered[1].children?.map((n) => n.alias)).toEqual(['v-doneRead']);
    expect(flowTree[0].alias).toBe('v-done');
    expect(orderMenuTree(null)).toEqual([]);
  });

  it('prepends the static home item and orders the top menu by id', () => {
    const top = buildTopMenus(
      [
        { id: '20', name: 'Mail', alias: 'v-mail' },
        { id: '3', name: 'Flow', alias: 'v-flow' },
      ],
      'Home',
    );
    expect(top.map((n) => n.alias)).toEqual(['home', 'v-flow', 'v-mail']);
    expect(top[0]).toMatchObject({ id: '0', name: 'Home', sn: -1 });
    expect(buildTopMenus(undefined, 'Home').map((n) => n.alias)).toEqual(['home']);
  });

  it('gives no side menu to the home and statement codes', () => {
    expect(hasSideMenu({ id: 1, name: 'x', alias: 'statement' })).toBe(false);
    expect(hasSideMenu({ id: 1, name: 'x', alias: 'reports', code: 'statement' })).toBe(false);
    expect(hasSideMenu({ id: 1, name: 'x', alias: 'v-flow' })).toBe(true);
  });
});

describe('active items and landing pages', () => {
  const top = buildTopMenus([{ id: '1', name: 'Flow', alias: 'v-flow' }], 'Home');

  it('finds the top item whose alias is the first path segment', () => {
    expect(findActiveTopAlias('/v-flow/v-todo', top)).toBe('v-flow');
    expect(findActiveTopAlias('/home', top)).toBe('home');
    expect(findActiveTopAlias('/v-flowx', top)).toBeUndefined();
  });

  it('finds the trail of an item and the active item of a path', () => {
    const tree = orderMenuTree(flowTree);
    expect(findMenuTrail(tree, 'v-doneRead')?.map((n) => n.alias)).toEqual(['v-done', 'v-doneRead']);
    expect(findMenuTrail(tree, 'nope')).toBeUndefined();
    expect(activeItemAlias('v-doneRead', tree)).toBe('v-doneRead');
    expect(activeItemAlias('preview/v-todo', tree)).toBe('v-todo');
    expect(activeItemAlias('preview/unknown', tree)).toBeUndefined();
    expect(activeItemAlias('', tree)).toBeUndefined();
  });

  it('takes the first leaf, or an earlier item that carries an href', () => {
    const tree = orderMenuTree(flowTree);
    expect(findFirstPage([...tree].reverse())?.alias).toBe('v-doneRead');
    expect(findFirstPage([{ id: 1, name: 'x', alias: 'ext', href: 'https://x', children: tree }])?.alias).toBe('ext');
    expect(findFirstPage([])).toBeUndefined();
  });

  it('lands on the remembered path when it is still in the menu, else on the first page', () => {
    const tree = orderMenuTree(flowTree);
    expect(resolveLandingPath('v-flow', tree, '/v-flow/v-doneRead')).toBe('/v-flow/v-doneRead');
    expect(resolveLandingPath('v-flow', tree, '/v-flow/removed')).toBe('/v-flow/v-todo');
    expect(resolveLandingPath('v-flow', tree, '/v-mail/v-todo')).toBe('/v-flow/v-todo');
    expect(resolveLandingPath('v-flow', tree, null)).toBe('/v-flow/v-todo');
    expect(resolveLandingPath('v-flow', [], null)).toBeUndefined();
  });

  it('remembers one path per top alias', () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    } as Storage;
    rememberPath('v-flow', '/v-flow/v-done', storage);
    rememberPath('v-mail', '/v-mail/v-mailList', storage);
    expect(readRememberedPath('v-flow', storage)).toBe('/v-flow/v-done');
    expect(readRememberedPath('v-mail', storage)).toBe('/v-mail/v-mailList');
    expect(readRememberedPath('v-news', storage)).toBeNull();
  });
});
