import { describe, expect, it } from 'vitest';
import { attachmentsOf, formTakesAttachments, qualifies } from './attachments';

describe('qualifies', () => {
  it('takes the review types in any case and nothing else', () => {
    for (const name of ['a.doc', 'b.PDF', '合同.docx', 'c.xlsx', 'd.xls', 'e.ppt', 'f.Pptx', 'g.txt', 'readme.md', ' h.pdf ']) expect(qualifies(name), name).toBe(true);
    for (const name of ['scan.png', 'bundle.zip', 'pdf', 'report.pdf.exe', 'notes.', '']) expect(qualifies(name), name).toBe(false);
  });
});

describe('attachmentsOf', () => {
  it('finds upload-widget values, {id, name} lists and their JSON text in main fields and sub-table rows', () => {
    const data = {
      contract: {
        title: '采购合同',
        amount: 1000,
        files: [{ fileId: '1', fileName: '合同正文.docx', size: 10 }],
        scans: JSON.stringify([{ fileId: 2, fileName: 'scan.png', size: 3 }]),
        annex: '[{"id":"3","name":"附件一.pdf"}]',
        sub_payments: [
          { id: 'row1', amount: 10, proof: [{ fileId: '4', fileName: '付款凭证.xlsx' }] },
          { id: 'row2', amount: 20, proof: JSON.stringify([{ fileId: '1', fileName: '合同正文.docx' }]) },
          { id: 'row3', nested: { deeper: [[{ id: '5', name: 'notes.md' }]] } },
        ],
      },
    };
    expect(attachmentsOf(data)).toEqual([
      { id: '1', name: '合同正文.docx' },
      { id: '2', name: 'scan.png' },
      { id: '3', name: '附件一.pdf' },
      { id: '4', name: '付款凭证.xlsx' },
      { id: '5', name: 'notes.md' },
    ]);
  });

  it('leaves out selections, rows, broken JSON and plain values', () => {
    const data = {
      main: {
        approver: [{ id: 'u1', name: '张三' }],
        approverJson: '[{"id":"u2","name":"李四"}]',
        rows: [{ id: 'r1', name: 'row.pdf', amount: 3 }, { id: 'r2' }],
        broken: '[{"fileId":"9"',
        text: '[not json',
        empty: [],
        nothing: null,
      },
    };
    expect(attachmentsOf(data)).toEqual([]);
    expect(attachmentsOf(undefined)).toEqual([]);
    expect(attachmentsOf('[{"fileId":"7","fileName":"x.txt"}]')).toEqual([{ id: '7', name: 'x.txt' }]);
  });
});

describe('formTakesAttachments', () => {
  it('is true for a form with an upload field in any entity, false otherwise', () => {
    const form = (control: string) => ({ entities: [{ name: 'main', attributes: [{ name: 'a', control: 'text' }] }, { name: 'sub', attributes: [{ name: 'f', control }] }] }) as never;
    expect(formTakesAttachments(form('upload'))).toBe(true);
    expect(formTakesAttachments(form('text'))).toBe(false);
    expect(formTakesAttachments(undefined)).toBe(false);
  });
});
