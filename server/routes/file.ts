// Files (portal host): upload into the database, download as an attachment, inline preview of raster images only.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sessionOf } from '../lib/auth';
import type { AppContext } from '../lib/context';
import { badRequest, HttpError, notFound } from '../lib/errors';
import { newId, nowText } from '../lib/ids';
import type { Db } from '../db/database';

export interface FileRow {
  id: string;
  tenant_id: string;
  owner_id: string;
  file_name: string;
  ext: string;
  content_type: string;
  size: number;
  data: Buffer;
  create_time: string;
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json',
  zip: 'application/zip',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** The raster image type by magic bytes (never by name), or null: only these are ever shown inline. */
export function imageTypeOf(data: Buffer): 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  const head = data.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'image/gif';
  if (data.length >= 12 && data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return null;
}

/** Keeps the last path segment, without control characters, at most 200 characters. */
function cleanFileName(name: string): string {
  const base = (name.split(/[/\\]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return [...base].slice(0, 200).join('') || 'file';
}

export const extensionOf = (name: string) => {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(name);
  return match ? match[1].toLowerCase() : '';
};

export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export function findFile(db: Db, tenantId: string, fileId: string): FileRow | undefined {
  return db.prepare('SELECT * FROM files WHERE id = ? AND tenant_id = ?').get(fileId, tenantId) as FileRow | undefined;
}

export interface StoredFile {
  fileId: string;
  fileName: string;
  size: number;
}

/**
 * Puts a file into the store of a tenant: a clean name, the type from magic bytes (else the extension).
 * Uploads use it, and so do seeds that bring pictures and attachments (with fixed ids).
 */
export function storeFile(db: Db, file: { tenantId: string; ownerId: string; name: string; data: Buffer; id?: string }): StoredFile {
  const fileName = cleanFileName(file.name);
  const ext = extensionOf(fileName);
  const contentType = imageTypeOf(file.data) ?? CONTENT_TYPES[ext] ?? 'application/octet-stream';
  const fileId = file.id ?? newId();
  db.prepare(
    'INSERT INTO files (id, tenant_id, owner_id, file_name, ext, content_type, size, data, create_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(fileId, file.tenantId, file.ownerId, fileName, ext, contentType, file.data.length, file.data, nowText());
  return { fileId, fileName, size: file.data.length };
}

export const fileIdQuery = {
  schema: { querystring: { type: 'object', required: ['fileId'], properties: { fileId: { type: 'string', minLength: 1, maxLength: 64 } } } },
} as const;

export const sendBytes = (reply: FastifyReply, contentType: string, disposition: string, data: Buffer) =>
  reply
    .header('Content-Type', contentType)
    .header('Content-Disposition', disposition)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'")
    .header('Cache-Control', 'private, no-store')
    .send(data);

export function registerFileRoutes(app: FastifyInstance, { db }: AppContext) {
  app.post('/system/file/v1/fileUpload', async (request) => {
    const auth = sessionOf(request);
    if (!request.isMultipart()) throw badRequest('multipartRequired');
    let upload: { name: string; data: Buffer } | undefined;
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      // Every file part must be read to the end; extra ones are read (size-limited) and dropped.
      const data = await part.toBuffer();
      if (!upload && (part.fieldname === 'files' || part.fieldname === 'file')) upload = { name: part.filename, data };
    }
    if (!upload) throw badRequest('fileMissing');
    const stored = storeFile(db, { tenantId: auth.tenantId, ownerId: auth.userId, name: upload.name, data: upload.data });
    return { success: true, ...stored };
  });

  // The stored file's facts (Hotent's DefaultFile names), without its bytes.
  app.get<{ Querystring: { id: string } }>(
    '/system/file/v1/fileGet',
    { schema: { querystring: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } } },
    async (request) => {
      const file = findFile(db, sessionOf(request).tenantId, request.query.id);
      if (!file) throw notFound('fileNotFound');
      return { id: file.id, fileName: file.file_name, ext: file.ext, totalBytes: file.size, createTime: file.create_time };
    },
  );

  app.get<{ Querystring: { fileId: string } }>('/system/file/v1/downloadFile', fileIdQuery, async (request, reply) => {
    const file = findFile(db, sessionOf(request).tenantId, request.query.fileId);
    if (!file) throw notFound('fileNotFound');
    return sendBytes(reply, file.content_type, contentDisposition('attachment', file.file_name), file.data);
  });

  app.get<{ Querystring: { fileId: string } }>('/system/file/v1/preview', fileIdQuery, async (request, reply) => {
    const file = findFile(db, sessionOf(request).tenantId, request.query.fileId);
    if (!file) throw notFound('fileNotFound');
    const imageType = imageTypeOf(file.data);
    if (!imageType) throw new HttpError(415, 'previewUnsupported');
    return sendBytes(reply, imageType, contentDisposition('inline', file.file_name), file.data);
  });
}
