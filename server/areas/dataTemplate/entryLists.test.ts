import { describe, expect, it } from 'vitest';
import { EN, okJson, portalTestServer } from '../portal/testing';

const { users, get } = portalTestServer();

type Entry = { id: string; alias: string; name: string; formKey: string; boAlias: string };
const list = (name: string, lang: 'zh-CN' | 'en-US' = 'zh-CN') =>
  okJson<Entry[]>(get(`/form/dataTemplate/v1/${name}`, lang === 'en-US' ? { ...users.zhangsan, ...EN } : users.zhangsan));

describe('template entry lists', () => {
  it('lists the templates with an add button and a form for the online forms, named in the caller language', async () => {
    const zh = await list('getOnlineFormList');
    const aliases = zh.map((row) => row.alias);
    expect(aliases).toContain('contractLedger');
    expect(aliases).toContain('leaveRequests');
    // The classified archive offers no add button.
    expect(aliases).not.toContain('archiveLedger');
    expect(zh.find((row) => row.alias === 'contractLedger')).toEqual({ id: '1390118473227800001', alias: 'contractLedger', name: '合同台账', formKey: 'contractRegistration', boAlias: 'contract' });
    expect((await list('getOnlineFormList', 'en-US')).find((row) => row.alias === 'contractLedger')?.name).toBe('Contract ledger');
    expect((await get('/form/dataTemplate/v1/getOnlineFormList')).statusCode).toBe(401);
  });

  it('lists the templates with an import button for the import page', async () => {
    const importable = await list('getImportTemplateList');
    expect(importable.length).toBeGreaterThan(0);
    expect(importable.every((row) => row.formKey !== '' && row.boAlias !== '')).toBe(true);
    expect(importable.map((row) => row.alias)).toEqual(expect.arrayContaining(['contractLedger', 'projectLedger', 'purchaseRequests']));
    expect(importable.map((row) => row.alias)).not.toContain('archiveLedger');
  });
});
