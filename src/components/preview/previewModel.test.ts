// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../api/http';
import type { PreviewAnswer } from '../../api/file';
import { previewViewOf } from './previewModel';

const ok = (data: unknown): ApiResult<PreviewAnswer> => ({ ok: true, status: 200, data: data as PreviewAnswer });
const url = '/file/onlinePreviewController/v1/getFileById_7';

describe('previewViewOf', () => {
  it('maps the content results to a view of a path on the portal host', () => {
    expect(previewViewOf(ok({ result: 'pdf', pdfUrl: url }))).toEqual({ kind: 'pdf', path: url });
    expect(previewViewOf(ok({ result: 'html', pdfUrl: url }))).toEqual({ kind: 'html', path: url });
    expect(previewViewOf(ok({ result: 'txt', TxtUrl: url }))).toEqual({ kind: 'txt', path: url });
    expect(previewViewOf(ok({ result: 'picture', currentUrl: url, imgUrls: [url] }))).toEqual({ kind: 'picture', path: url });
    expect(previewViewOf(ok({ result: 'picture', imgUrls: [url] }))).toEqual({ kind: 'picture', path: url });
    // The result defaults to pdf.
    expect(previewViewOf(ok({ pdfUrl: url }))).toEqual({ kind: 'pdf', path: url });
    // An absolute URL on the page's own origin (the portal host here) is kept as its path.
    expect(previewViewOf(ok({ result: 'txt', TxtUrl: `${window.location.origin}${url}` }))).toEqual({ kind: 'txt', path: url });
  });

  it('never sends the token elsewhere: a foreign or protocol-relative URL is a load error', () => {
    for (const foreign of ['https://evil.example/x.pdf', '//evil.example/x.pdf', 'javascript:alert(1)', undefined]) {
      expect(previewViewOf(ok({ result: 'pdf', pdfUrl: foreign })), String(foreign)).toMatchObject({ kind: 'message', messageKey: 'loadError' });
    }
  });

  it('asks for a download for archives and media', () => {
    expect(previewViewOf(ok({ result: 'compress' }))).toEqual({ kind: 'download', reason: 'compress' });
    expect(previewViewOf(ok({ result: 'media' }))).toEqual({ kind: 'download', reason: 'media' });
  });

  it('follows the error catalogue', () => {
    expect(previewViewOf(ok({ result: 'fileNotSupported', fileType: 'docx', msg: 'no converter' }))).toEqual({
      kind: 'message', messageKey: 'notSupported', detail: 'no converter', text: undefined, retry: false,
    });
    expect(previewViewOf(ok({ result: 'somethingNew' }))).toMatchObject({ messageKey: 'notSupported' });
    expect(previewViewOf(ok({}))).toMatchObject({ messageKey: 'notSupported' });
    expect(previewViewOf(ok({ result: 'error' }))).toMatchObject({ messageKey: 'loadError', text: undefined, retry: false });
    expect(previewViewOf(ok(null))).toMatchObject({ messageKey: 'notFound' });
    expect(previewViewOf(ok(''))).toMatchObject({ messageKey: 'notFound' });
    expect(previewViewOf(ok({ state: true, message: 'no result' }))).toMatchObject({ messageKey: 'loadError', text: 'no result' });
    expect(previewViewOf({ ok: false, status: 200, data: { state: false, message: '文件已删除' }, errorKind: 'state' })).toMatchObject({
      messageKey: 'loadError', text: '文件已删除', retry: false,
    });
    expect(previewViewOf({ ok: false, status: 200, data: { state: false }, errorKind: 'state' })).toMatchObject({ messageKey: 'loadError', text: undefined });
    expect(previewViewOf({ ok: false, status: 404, data: { state: false, message: '文件不存在' } })).toMatchObject({ messageKey: 'notFound' });
    expect(previewViewOf({ ok: false, status: 0, errorKind: 'network', message: 'network' })).toMatchObject({ messageKey: 'loadError', retry: true });
  });
});
