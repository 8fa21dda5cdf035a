import { describe, expect, it } from 'vitest';
import { joinKeys, readAttachments, readSelection, splitKeys, writeAttachments, writeSelection } from './valueShapes';

describe('the family value shapes', () => {
  it('checkbox keys: comma-joined, blanks dropped, older arrays read as keys', () => {
    expect(joinKeys(['team', 'pay', 1])).toBe('team,pay,1');
    expect(joinKeys([])).toBe('');
    expect(splitKeys('team, pay,,')).toEqual(['team', 'pay']);
    expect(splitKeys(['a', 2])).toEqual(['a', '2']);
    expect(splitKeys(undefined)).toEqual([]);
  });

  it('attachments: hotent-ui items written, hotent-ui and older items read, anything else is no attachment', () => {
    const files = [{ fileId: 'f1', fileName: 'plan.PDF', size: 2048 }];
    const stored = writeAttachments(files);
    expect(JSON.parse(stored)).toEqual([{ name: 'plan.PDF', size: 2048, type: 'pdf', status: 'success', uid: 'f1', response: { fileId: 'f1', fileName: 'plan.PDF', size: 2048 } }]);
    expect(readAttachments(stored)).toEqual(files);
    expect(readAttachments(JSON.stringify(files))).toEqual(files);
    // hotent-ui's own item, as HtFile writes it after an upload
    expect(readAttachments('[{"name":"a.docx","size":"10","uid":1,"status":"success","response":{"fileId":"9","fileName":"a.docx","size":10}}]')).toEqual([{ fileId: '9', fileName: 'a.docx', size: 10 }]);
    expect(writeAttachments([])).toBe('');
    expect(readAttachments('')).toEqual([]);
    expect(readAttachments('not json')).toEqual([]);
    expect(readAttachments('[{"name":"no id"}, 3, null]')).toEqual([]);
  });

  it('selectors: names in the value, ids in the bound field, paired by position', () => {
    expect(writeSelection([{ id: 'u1', name: '张三' }, { id: 'u2', name: '李四' }])).toEqual({ names: '张三,李四', ids: 'u1,u2' });
    expect(readSelection('张三,李四', 'u1,u2')).toEqual([{ id: 'u1', name: '张三' }, { id: 'u2', name: '李四' }]);
    // without ids (a names-only control) the name stands for the id
    expect(readSelection('王五', '')).toEqual([{ id: '王五', name: '王五' }]);
    expect(writeSelection([])).toEqual({ names: '', ids: '' });
  });
});
