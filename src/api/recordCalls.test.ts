// @vitest-environment jsdom
// Wire shapes of the business-record, sign-user and form-file calls: path, method, query and body as the server expects.
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultConfig, setConfig } from '../config/runtime';
import { getInstancesOfRecords, startProcessOfRecord } from './businessRecords';
import { updateFileExtraProps, uploadFormFile } from './file';
import { httpClient } from './http';
import { addCountersignVoters, addRoundSigners } from './signUsers';
import { installFakeNetwork, type SentRequest } from './testing/fakeNetwork';

let sent: SentRequest[];
beforeEach(() => {
  const config = defaultConfig();
  config.hosts.bpmRunTime = 'https://flow.example.com';
  config.hosts.portal = 'https://portal.example.com';
  setConfig(config);
  sent = installFakeNetwork(httpClient, () => ({ data: { state: true, message: '', value: { 7: {} } } }));
});

describe('business records', () => {
  it('starts a record’s process with everything in the query and an empty body', async () => {
    await startProcessOfRecord({ defKey: 'leave', businessKey: '6010001', boAlias: 'leave', templateAlias: 'leaveRequests' });
    expect(sent[0]).toMatchObject({ method: 'POST', url: 'https://flow.example.com/runtime/instance/v1/startForm?defKey=leave&businessKey=6010001&boAlias=leave&templateAlias=leaveRequests' });
    expect(JSON.parse(sent[0]!.data as string)).toEqual({});
  });

  it('asks the instances of records with the ids as a JSON array', async () => {
    const answer = await getInstancesOfRecords('leave', ['7']);
    expect(answer.ok && answer.data?.value).toEqual({ 7: {} });
    expect(sent[0]).toMatchObject({ method: 'POST', url: 'https://flow.example.com/runtime/instance/v1/getInstanceByPks?boDefAlias=leave' });
    expect(JSON.parse(sent[0]!.data as string)).toEqual(['7']);
  });
});

describe('sign users', () => {
  it('sends AssignParamObject to taskSignUsers and taskCustomSignUsers', async () => {
    await addCountersignVoters({ taskId: 't1', userId: '10001,10002', opinion: '一起看' });
    await addRoundSigners({ taskId: 't2', userId: '10003', opinion: '' });
    expect(sent.map((request) => request.url)).toEqual(['https://flow.example.com/runtime/task/v1/taskSignUsers', 'https://flow.example.com/runtime/task/v1/taskCustomSignUsers']);
    expect(JSON.parse(sent[0]!.data as string)).toEqual({ messageType: 'inner', taskId: 't1', userId: '10001,10002', opinion: '一起看' });
  });
});

describe('form files', () => {
  it('uploads in the field "file" with the query, and posts extra properties as a list', async () => {
    await uploadFormFile(new Blob(['x']), 'a.pdf', { fileFormates: 'pdf', flowKey: 'leave' });
    expect(sent[0]).toMatchObject({ method: 'POST', url: 'https://portal.example.com/system/file/v1/upload?fileFormates=pdf&flowKey=leave' });
    expect((sent[0]!.data as FormData).get('file')).toBeInstanceOf(Blob);
    await updateFileExtraProps([{ id: 'f1', prop1: 'v', type: '合同附件' }]);
    expect(sent[1]).toMatchObject({ method: 'POST', url: 'https://portal.example.com/system/file/v1/updateFileExtraProp' });
    expect(JSON.parse(sent[1]!.data as string)).toEqual([{ id: 'f1', prop1: 'v', type: '合同附件' }]);
  });
});
