import { describe, expect, it } from 'vitest';
import { isSingleRoute, SINGLE_ROUTE_PATTERNS } from '../../app/layout/singleRoute';
import { draftPath, formManagePath, instPath, instReadPath, leaderTaskPath, myReadPath, startPath, taskPath, type TaskRowRef } from './flowPaths';

const row = (over: Partial<TaskRowRef>): TaskRowRef => ({ id: 't1', status: 'NORMAL', identityList: [], ownerId: 'u9', procInstId: 'i1', ...over });

describe('flowPaths', () => {
  it('builds the instance, read, start and draft routes', () => {
    expect(instPath('i1')).toBe('/inst/i1');
    expect(instReadPath('i1', 'todoRead')).toBe('/instRead/i1/todoRead');
    expect(startPath('d1')).toBe('/agentStart/d1/0');
    expect(startPath('d1', 'L2')).toBe('/agentStart/d1/L2');
    expect(startPath('d1', '0', 'i7')).toBe('/agentStart/d1/0/i7');
    expect(draftPath('d1', 'i1')).toBe('/start/d1/i1');
  });

  it('encodes every segment', () => {
    expect(instPath('a/b c')).toBe('/inst/a%2Fb%20c');
  });

  it('opens an ordinary task as nobody', () => {
    expect(taskPath(row({}), 'u1')).toBe('/task/t1/0');
  });

  it('opens a shared task as its only identity, or asks for a leader when there are several', () => {
    expect(taskPath(row({ status: 'SHARE', identityList: [{ id: 'L1', name: '李四' }] }), 'u1')).toBe('/task/t1/L1');
    const identities = [
      { id: 'L1', name: '李四' },
      { id: 'L2', name: '赵六' },
    ];
    expect(taskPath(row({ status: 'BACKSHARE', identityList: identities }), 'u1')).toEqual({ chooseLeader: identities });
    expect(taskPath(row({ status: 'SHARE', identityList: [] }), 'u1')).toBe('/task/t1/0');
  });

  it('sends the owner of an agent task to the read-only view, the agent to the task', () => {
    expect(taskPath(row({ status: 'AGENT', ownerId: 'u1' }), 'u1')).toBe('/instRead/i1/agent');
    expect(taskPath(row({ status: 'AGENT', ownerId: 'u9' }), 'u1')).toBe('/task/t1/0');
    expect(taskPath(row({ status: 'AGENT', ownerId: '' }), undefined)).toBe('/task/t1/0');
  });
});

describe('leaderTaskPath and myReadPath', () => {
  it('opens a leader task as the leader it is assigned to, or asks among its candidates', () => {
    expect(leaderTaskPath({ id: 't1', assigneeId: '10004', identityList: [] })).toBe('/task/t1/10004');
    expect(leaderTaskPath({ id: 't2', assigneeId: '', identityList: [{ id: '10004', name: '赵六' }] })).toBe('/task/t2/10004');
    const two = [{ id: '10003', name: '王五' }, { id: '10004', name: '赵六' }];
    expect(leaderTaskPath({ id: 't3', assigneeId: '', identityList: two })).toEqual({ chooseLeader: two });
  });

  it('builds the circulation record route', () => {
    expect(myReadPath('i1', 'r 1', 'todoRead')).toBe('/myRead/i1/r%201/todoRead');
  });

  it('builds the form management routes', () => {
    expect(formManagePath('i 1', 'edit')).toBe('/formManage/i%201/edit');
  });

  it('opens the module routes alone, a module task unless its noSingle segment asks for the portal', () => {
    const single = (path: string) => isSingleRoute(path, new URLSearchParams(), SINGLE_ROUTE_PATTERNS);
    expect(single('/sysModuleInst/t1/0/leave/false')).toBe(true);
    expect(single('/reportModuleInst/t1/0/contractLedger/0')).toBe(true);
    expect(single('/sysModuleInst/t1/0/leave/true')).toBe(false);
    expect(single('/reportModuleInst/t1/0/contractLedger/true')).toBe(false);
    for (const path of ['/sysModuleInstRead/i1/leave', '/sysModuleDone/i1/leave', '/sysModuleMyRead/i1/r1/todoRead/leave', '/reportModuleInstRead/i1/k', '/reportModuleDone/i1/k', '/reportModuleMyRead/i1/r1/doneRead/k', '/QRCodeForm/k/add']) {
      expect(single(path), path).toBe(true);
    }
    expect(single('/formManage/i1/edit')).toBe(false);
    expect(single('/onlineForm')).toBe(false);
  });
});
