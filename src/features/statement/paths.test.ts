import { describe, expect, it } from 'vitest';
import { draftListPath, firstPage, formPath, isSingleStatementPath, isTargetActive, menuTarget, menuTemplateArea, newTabFormPath, screenPath } from './paths';

describe('statement paths', () => {
  it('lead a menu item to its page, its embedded href, or the template of its alias', () => {
    expect(menuTarget({ id: 1, name: '项目台账', alias: 'projectLedger', menuUrl: '/statement/template/preview/projectLedger' })).toBe('/statement/template/preview/projectLedger');
    expect(menuTarget({ id: 2, name: 'BI', alias: 'bi', href: 'https://bi.example.com', menuUrl: '/statement/x' })).toBe('/statement/href/template/bi');
    expect(menuTarget({ id: 3, name: '台账', alias: 'ledger', path: '/statement/ledger', menuUrl: '/statement/ledger' })).toBe('/statement/template/preview/ledger');
    expect(menuTarget({ id: 4, name: '外部', alias: 'other', menuUrl: '/v-flow/v-todo' })).toBe('/statement/template/preview/other');
  });

  it('place the template screens, new-tab forms as spec §2 writes them', () => {
    expect(formPath('gsxw', { action: 'edit', id: '5', draftId: 'd 1' })).toBe('/statement/template/form/gsxw/edit?id=5&draftId=d+1');
    expect(newTabFormPath('gsxw', { action: 'get', id: '5' })).toBe('/statement/template/form/gsxw/get/true/new?id=5&startFlow=false&isNewPage=true');
    expect(screenPath('k', { kind: 'drafts' })).toBe(draftListPath('k'));
    expect(screenPath('k', { kind: 'list' })).toBe('/statement/template/preview/k');
    expect(screenPath('a/b', { kind: 'form', action: 'add' })).toBe('/statement/template/form/a%2Fb/add');
  });

  it('place the screens below a top menu with its child routes (01-foundation §2)', () => {
    const area = menuTemplateArea('v-system');
    expect(screenPath('k', { kind: 'list' }, area)).toBe('/v-system/preview/k');
    expect(screenPath('k', { kind: 'form', action: 'edit', id: '5' }, area)).toBe('/v-system/form/k/edit?id=5');
    expect(screenPath('k', { kind: 'drafts' }, area)).toBe('/v-system/draft-list/k/false');
    expect(newTabFormPath('k', { action: 'get', id: '5' }, area)).toBe('/v-system/form/k/get/true/new?id=5&startFlow=false&isNewPage=true');
  });

  it('find the first page and the active item', () => {
    const items = [{ id: 1, name: 'g', alias: 'g', children: [{ id: 2, name: 'a', alias: 'a' }] }, { id: 3, name: 'b', alias: 'b' }];
    expect(firstPage(items)?.alias).toBe('a');
    expect(isTargetActive('/statement/template/preview/a', '/statement/template/preview/a')).toBe(true);
    expect(isTargetActive('/statement/template/preview/a/true', '/statement/template/preview/a')).toBe(true);
    expect(isTargetActive('/statement/template/preview/ab', '/statement/template/preview/a')).toBe(false);
  });

  it('know which pages are shown alone', () => {
    const none = new URLSearchParams();
    expect(isSingleStatementPath('/statement/template/preview/k/true', none)).toBe(true);
    expect(isSingleStatementPath('/statement/template/preview/k/true/%7B%7D', none)).toBe(true);
    expect(isSingleStatementPath('/statement/template/preview/k/false', none)).toBe(false);
    expect(isSingleStatementPath('/statement/template/form/k/get/true/new', none)).toBe(true);
    expect(isSingleStatementPath('/statement/template/form/k/edit', new URLSearchParams('isNewPage=true'))).toBe(true);
    expect(isSingleStatementPath('/statement/querySql/queryView/s/a/true', none)).toBe(true);
    expect(isSingleStatementPath('/statement/draftList/k/true', none)).toBe(true);
    expect(isSingleStatementPath('/statement/template/preview/k', new URLSearchParams('single=true'))).toBe(true);
    expect(isSingleStatementPath('/statement/template/preview/k', none)).toBe(false);
  });
});
