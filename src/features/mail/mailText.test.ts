// @vitest-environment jsdom
// The body between text and HTML, and what replies and forwards start with.
import { describe, expect, it } from 'vitest';
import type { MailDetail } from '../../api/mail';
import { splitLastAddress } from './AddressField';
import { composeFrom } from './compose';
import { decodeBase64Utf8, htmlToText, namedAddresses, textToHtml, withImageAlts } from './mailText';

const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

describe('mail text', () => {
  it('escapes typed text into paragraphs and reads it back', () => {
    const text = '你好 <b>lisi</b> & "all"\n第二行\n\n\n新段落';
    const html = textToHtml(text);
    expect(html).toBe('<p>你好 &#60;b&#62;lisi&#60;/b&#62; &#38; &#34;all&#34;<br>第二行</p><p>新段落</p>');
    expect(htmlToText(html)).toBe('你好 <b>lisi</b> & "all"\n第二行\n\n新段落');
  });

  it('reads HTML as text without running it', () => {
    expect(htmlToText('<div>a<script>alert(1)</script><img src=x onerror="window.hit=1"></div><ul><li>b</li><li>c</li></ul>')).toBe('a\n\nb\n\nc');
    expect((window as { hit?: number }).hit).toBeUndefined();
  });

  it('marks undescribed pictures as decorative', () => {
    expect(withImageAlts('<p><img src="a.png"><img src="b.png" alt="图表"></p>')).toBe('<p><img src="a.png" alt=""><img src="b.png" alt="图表"></p>');
  });

  it('decodes UTF-8 Base64 and names addresses', () => {
    expect(decodeBase64Utf8(base64('<p>周报</p>'))).toBe('<p>周报</p>');
    expect(decodeBase64Utf8('%%%')).toBe('');
    expect(namedAddresses('lisi@x.example,other@y.example', '李四,other@y.example')).toEqual(['李四 <lisi@x.example>', 'other@y.example']);
  });

  it('completes the address being typed', () => {
    expect(splitLastAddress('li')).toEqual({ before: '', typing: 'li' });
    expect(splitLastAddress('a@x.example,  wang')).toEqual({ before: 'a@x.example, ', typing: 'wang' });
    expect(splitLastAddress('a@x.example; ')).toEqual({ before: 'a@x.example; ', typing: '' });
  });
});

describe('replies and forwards', () => {
  const original: MailDetail = {
    id: 'm1', type: 1, subject: '周报', senderAddress: 'zhangsan@x.example', senderName: '张三', receiverAddresses: 'lisi@x.example,wangwu@x.example',
    receiverName: '李四,王五', copyToAddresses: 'zhaoliu@x.example', copyToName: '赵六', isRead: 1, isReply: 0, sendDate: '2030-01-02 09:00:00',
    createTime: '', updateTime: '', fileIds: 'f1', content: base64('<p>进展</p><p>计划</p>'), mailAttachments: [{ id: 'f1', fileName: 'a.png', fileSize: 1 }],
  };
  const texts = { prefix: '回复：', header: ['--- 原始邮件 ---'] };

  it('answers the sender, quoting the original', () => {
    expect(composeFrom('reply', original, ['lisi', 'lisi@x.example'], texts)).toEqual({
      to: '张三 <zhangsan@x.example>', cc: '', subject: '回复：周报', body: '\n\n--- 原始邮件 ---\n\n> 进展\n>\n> 计划',
    });
  });

  it('answers everyone but the caller, and does not stack prefixes', () => {
    const values = composeFrom('replyAll', { ...original, subject: '回复：周报' }, ['lisi', 'LISI@x.example'], texts);
    expect(values).toMatchObject({ to: '张三 <zhangsan@x.example>, 王五 <wangwu@x.example>', cc: '赵六 <zhaoliu@x.example>', subject: '回复：周报' });
  });

  it('forwards to nobody yet', () => {
    expect(composeFrom('forward', original, [], { ...texts, prefix: '转发：' })).toMatchObject({ to: '', cc: '', subject: '转发：周报' });
  });
});
