// Files (portal host): upload into the database, download as an attachment, inline preview of raster images only;
// the extra properties a form attaches to its files (updateFileExtraProp, Hotent's DefaultFile prop1…prop6, type,
// xbTypeId, note), read back by fileGet.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addMissingColumns } from '../db/database';
import { isAdmin } from '../db/users';
import { sessionOf } from '../lib/auth';
import type { AppContext } from '../lib/context';
import { badRequest, forbidden, HttpError, notFound } from '../lib/errors';
import { t } from '../lib/i18n';
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
  /** JSON object of the EXTRA_PROPS keys set so far */
  extra_props: string;
  /** the process an upload was made for (upload?flowKey=) */
  flow_key: string | null;
}

/** The extra properties of a file (updateFileExtraProp), by their wire names. */
export const EXTRA_PROPS = ['prop1', 'prop2', 'prop3', 'prop4', 'prop5', 'prop6', 'type', 'xbTypeId', 'note'] as const;
const FILE_ADDED_COLUMNS = { extra_props: "TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(extra_props))", flow_key: 'TEXT' } as const;

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
  const { fileName, ext, contentType } = fileFacts(file.name, file.data);
  const fileId = file.id ?? newId();
  db.prepare(
    'INSERT INTO files (id, tenant_id, owner_id, file_name, ext, content_type, size, data, create_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(fileId, file.tenantId, file.ownerId, fileName, ext, contentType, file.data.length, file.data, nowText());
  return { fileId, fileName, size: file.data.length };
}

function fileFacts(name: string, data: Buffer): { fileName: string; ext: string; contentType: string } {
  const fileName = cleanFileName(name);
  const ext = extensionOf(fileName);
  return { fileName, ext, contentType: imageTypeOf(data) ?? CONTENT_TYPES[ext] ?? 'application/octet-stream' };
}

/** Puts new bytes (and name) into a stored file, keeping its id, owner and extra properties. */
function replaceFile(db: Db, file: FileRow, upload: { name: string; data: Buffer }): StoredFile {
  const { fileName, ext, contentType } = fileFacts(upload.name, upload.data);
  db.prepare('UPDATE files SET file_name = ?, ext = ?, content_type = ?, size = ?, data = ? WHERE id = ?').run(fileName, ext, contentType, upload.data.length, upload.data, file.id);
  return { fileId: file.id, fileName, size: upload.data.length };
}

/**
 * The first file part of a multipart request (of the named fields, or any), read to the end; further file parts
 * are read (size-limited) and dropped. No file → 400.
 */
async function readUpload(request: FastifyRequest, fields?: readonly string[]): Promise<{ name: string; data: Buffer }> {
  if (!request.isMultipart()) throw badRequest('multipartRequired');
  let upload: { name: string; data: Buffer } | undefined;
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    const data = await part.toBuffer();
    if (!upload && (!fields || fields.includes(part.fieldname))) upload = { name: part.filename, data };
  }
  if (!upload) throw badRequest('fileMissing');
  return upload;
}

/** The extensions a `fileFormates` list allows (comma-separated, with or without dots), or undefined for any. */
const allowedFormats = (list: string | undefined): string[] | undefined => {
  const formats = (list ?? '').split(',').map((format) => format.trim().replace(/^\./, '').toLowerCase()).filter(Boolean);
  return formats.length ? formats : undefined;
};

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
  addMissingColumns(db, 'files', FILE_ADDED_COLUMNS);

  /** A file of the caller's tenant he uploaded himself (or any, for an administrator). */
  const ownFile = (auth: { tenantId: string; userId: string }, fileId: string): FileRow => {
    const file = findFile(db, auth.tenantId, fileId);
    if (!file) throw notFound('fileNotFound');
    if (file.owner_id !== auth.userId && !isAdmin(db, auth.userId)) throw forbidden('fileNotYours');
    return file;
  };

  app.post('/system/file/v1/fileUpload', async (request) => {
    const auth = sessionOf(request);
    const upload = await readUpload(request, ['files', 'file']);
    const stored = storeFile(db, { tenantId: auth.tenantId, ownerId: auth.userId, name: upload.name, data: upload.data });
    return { success: true, ...stored };
  });

  // The form runtime's upload (any file field): ?fileFormates= limits the extensions, ?flowKey= names the process
  // it is for, ?fileId= puts new bytes into a file the caller uploaded before. Answers UploadResult as fileUpload.
  app.post<{ Querystring: { fileFormates?: string; flowKey?: string; fileId?: string } }>(
    '/system/file/v1/upload',
    { schema: { querystring: { type: 'object', properties: { fileFormates: { type: 'string', maxLength: 1000 }, flowKey: { type: 'string', maxLength: 100 }, fileId: { type: 'string', maxLength: 64 } } } } },
    async (request) => {
      const auth = sessionOf(request);
      const replaced = request.query.fileId ? ownFile(auth, request.query.fileId) : undefined;
      const upload = await readUpload(request);
      const formats = allowedFormats(request.query.fileFormates);
      if (formats && !formats.includes(extensionOf(cleanFileName(upload.name)))) throw badRequest('fileFormatNotAllowed', { formats: formats.join(', ') });
      return db.transaction(() => {
        const stored = replaced ? replaceFile(db, replaced, upload) : storeFile(db, { tenantId: auth.tenantId, ownerId: auth.userId, name: upload.name, data: upload.data });
        if (request.query.flowKey) db.prepare('UPDATE files SET flow_key = ? WHERE id = ?').run(request.query.flowKey, stored.fileId);
        return { success: true, ...stored };
      })();
    },
  );

  // Body: [{id, prop1…prop6?, type?, xbTypeId?, note?}]; only the properties given change. All or nothing.
  const extraProp = { type: ['string', 'null'], maxLength: 2000 } as const;
  app.post<{ Body: ({ id: string } & Partial<Record<(typeof EXTRA_PROPS)[number], string | null>>)[] }>(
    '/system/file/v1/updateFileExtraProp',
    {
      schema: {
        body: {
          type: 'array',
          minItems: 1,
          maxItems: 200,
          items: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 }, ...Object.fromEntries(EXTRA_PROPS.map((name) => [name, extraProp])) } },
        },
      },
    },
    async (request) => {
      const auth = sessionOf(request);
      db.transaction(() => {
        for (const item of request.body) {
          const file = ownFile(auth, item.id);
          const given = Object.fromEntries(EXTRA_PROPS.filter((name) => item[name] !== undefined).map((name) => [name, item[name]]));
          const merged = { ...(JSON.parse(file.extra_props) as Record<string, unknown>), ...given };
          db.prepare('UPDATE files SET extra_props = ? WHERE id = ?').run(JSON.stringify(merged), file.id);
        }
      })();
      return { state: true, message: t(request, 'fileExtraPropsUpdated'), value: null };
    },
  );

  // The stored file's facts (Hotent's DefaultFile names), without its bytes.
  app.get<{ Querystring: { id: string } }>(
    '/system/file/v1/fileGet',
    { schema: { querystring: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } } },
    async (request) => {
      const file = findFile(db, sessionOf(request).tenantId, request.query.id);
      if (!file) throw notFound('fileNotFound');
      const extra = JSON.parse(file.extra_props) as Record<string, unknown>;
      const props = Object.fromEntries(EXTRA_PROPS.map((name) => [name, extra[name] ?? null]));
      return { id: file.id, fileName: file.file_name, ext: file.ext, totalBytes: file.size, createTime: file.create_time, flowKey: file.flow_key, ...props };
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
