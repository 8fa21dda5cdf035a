// Attachment preview (spec 02-process §7.9, contract notes §2.14): onlinePreview says how a stored file can be
// shown, getFileById_<id> gives its bytes with a content type that is safe to show — never HTML or SVG.
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../lib/auth';
import type { AppContext } from '../lib/context';
import { notFound } from '../lib/errors';
import { langOf } from '../lib/i18n';
import { contentDisposition, extensionOf, fileIdQuery, findFile, imageTypeOf, sendBytes, type FileRow } from './file';

const PREVIEW_PATH = '/file/onlinePreviewController/v1';
const TEXT_TYPE = 'text/plain; charset=utf-8';

const TEXT_EXTENSIONS = new Set(['txt', 'md', 'csv', 'json', 'log', 'xml']);
const OFFICE_EXTENSIONS = new Set(['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx']);
const ARCHIVE_EXTENSIONS = new Set(['zip', 'rar', '7z', 'tar', 'gz']);
const MEDIA_EXTENSIONS = new Set(['mp4', 'mp3', 'avi', 'mov', 'wav', 'webm']);

/** Office files need a converter to html or pdf, which this server does not have. */
const NO_CONVERTER: Record<'zh-CN' | 'en-US', string> = {
  'zh-CN': '未配置文档转换服务，请下载后查看',
  'en-US': 'No document converter is configured; please download the file.',
};

type PreviewKind =
  | { kind: 'pdf' }
  | { kind: 'picture'; imageType: string }
  | { kind: 'txt' }
  | { kind: 'office' }
  | { kind: 'compress' }
  | { kind: 'media' }
  | { kind: 'other' };

/** A PDF by name and by its header (which may follow some bytes of junk, as readers allow). */
const isPdf = (file: FileRow) => file.ext === 'pdf' && file.data.subarray(0, 1024).includes('%PDF-');

/** Pictures by magic bytes only (an .svg never is one); the rest by the stored name's extension. */
function previewKindOf(file: FileRow): PreviewKind {
  const imageType = imageTypeOf(file.data);
  if (imageType) return { kind: 'picture', imageType };
  if (isPdf(file)) return { kind: 'pdf' };
  const ext = file.ext || extensionOf(file.file_name);
  if (TEXT_EXTENSIONS.has(ext)) return { kind: 'txt' };
  if (OFFICE_EXTENSIONS.has(ext)) return { kind: 'office' };
  if (ARCHIVE_EXTENSIONS.has(ext)) return { kind: 'compress' };
  if (MEDIA_EXTENSIONS.has(ext)) return { kind: 'media' };
  return { kind: 'other' };
}

export const fileBytesUrl = (fileId: string) => `${PREVIEW_PATH}/getFileById_${fileId}`;

export function registerFilePreviewRoutes(app: FastifyInstance, { db }: AppContext) {
  // A bare map like the original controller; an unknown file is {result:'error'} with HTTP 200.
  app.get<{ Querystring: { fileId: string } }>(`${PREVIEW_PATH}/onlinePreview`, fileIdQuery, async (request) => {
    const file = findFile(db, sessionOf(request).tenantId, request.query.fileId);
    if (!file) return { result: 'error' };
    const url = fileBytesUrl(file.id);
    const preview = previewKindOf(file);
    switch (preview.kind) {
      case 'pdf':
        return { result: 'pdf', pdfUrl: url };
      case 'picture':
        return { result: 'picture', currentUrl: url, imgUrls: [url] };
      case 'txt':
        return { result: 'txt', TxtUrl: url };
      case 'office':
        return { result: 'fileNotSupported', fileType: file.ext, msg: NO_CONVERTER[langOf(request)] };
      case 'compress':
        return { result: 'compress' };
      case 'media':
        return { result: 'media' };
      default:
        return { result: 'fileNotSupported', fileType: file.ext };
    }
  });

  app.get<{ Params: { id: string } }>(
    `${PREVIEW_PATH}/getFileById_:id`,
    { schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } } },
    async (request, reply) => {
      const file = findFile(db, sessionOf(request).tenantId, request.params.id);
      if (!file) throw notFound('fileNotFound');
      const preview = previewKindOf(file);
      const inline = contentDisposition('inline', file.file_name);
      if (preview.kind === 'pdf') return sendBytes(reply, 'application/pdf', inline, file.data);
      if (preview.kind === 'picture') return sendBytes(reply, preview.imageType, inline, file.data);
      if (preview.kind === 'txt') return sendBytes(reply, TEXT_TYPE, inline, file.data);
      return sendBytes(reply, 'application/octet-stream', contentDisposition('attachment', file.file_name), file.data);
    },
  );
}
