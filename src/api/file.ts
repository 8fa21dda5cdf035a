// File upload, download and preview on the portal host (spec §7, contract-notes §2.14).
import { resolveHostUrl } from '../config/runtime';
import { request, type ApiResult, type CallOptions } from './http';
import type { CommonResult } from './types';

export interface UploadedFile {
  fileId: string;
  fileName: string;
  size: number;
}

/** POST ${portal}/system/file/v1/fileUpload — multipart, field `files`. Parallel uploads are allowed. */
export function uploadFile(file: File | Blob, name: string, options: CallOptions = { allowDuplicate: true }): Promise<ApiResult<UploadedFile>> {
  const form = new FormData();
  form.append('files', file, name);
  return request<UploadedFile>({ url: '${portal}/system/file/v1/fileUpload', method: 'POST', data: form, ...options });
}

/**
 * POST ${portal}/system/file/v1/upload — multipart, field `file`: the form runtime's upload. `fileFormates` limits
 * the extensions (comma list), `flowKey` names the process, `fileId` replaces the bytes of one's own file.
 */
export function uploadFormFile(
  file: File | Blob,
  name: string,
  query: { fileFormates?: string; flowKey?: string; fileId?: string } = {},
  options: CallOptions = { allowDuplicate: true },
): Promise<ApiResult<UploadedFile>> {
  const form = new FormData();
  form.append('file', file, name);
  return request<UploadedFile>({ url: '${portal}/system/file/v1/upload', method: 'POST', params: query, data: form, ...options });
}

/** GET ${portal}/system/file/v1/downloadFile?fileId — the request layer saves the attachment. */
export function downloadFile(fileId: string, options?: CallOptions): Promise<ApiResult<Blob>> {
  return request<Blob>({ url: '${portal}/system/file/v1/downloadFile', params: { fileId }, responseType: 'blob', ...options });
}

/** GET ${portal}/system/file/v1/preview?fileId as binary, for showing in a frame with its content type. */
export function fetchPreview(fileId: string, options?: CallOptions): Promise<ApiResult<Blob>> {
  return request<Blob>({ url: '${portal}/system/file/v1/preview', params: { fileId }, responseType: 'blob', ...options });
}

/** URL of the preview call, for places that need an address rather than the bytes (e.g. an origin check). */
export function previewUrl(fileId: string): string {
  return `${resolveHostUrl('${portal}/system/file/v1/preview')}?${new URLSearchParams({ fileId }).toString()}`;
}

/** The preview answer (spec 02-process §3, contract notes §2.14): a bare map, or a CommonResult on failure. */
export interface PreviewAnswer {
  result?: string;
  state?: boolean;
  message?: string;
  pdfUrl?: string;
  TxtUrl?: string;
  currentUrl?: string;
  imgUrls?: string[];
  fileType?: string;
  msg?: string;
}

/** GET ${portal}/file/onlinePreviewController/v1/onlinePreview?fileId — how the file can be shown. */
export function getOnlinePreview(fileId: string, options?: CallOptions): Promise<ApiResult<PreviewAnswer>> {
  return request<PreviewAnswer>({ url: '${portal}/file/onlinePreviewController/v1/onlinePreview', params: { fileId }, ...options });
}

/**
 * A URL of a preview answer as a path on the portal host, or undefined: the answer's URLs are relative to the
 * portal, and an absolute one is accepted only on the portal's own root, so the token never goes elsewhere.
 */
export function portalPathOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  const root = resolveHostUrl('${portal}') || window.location.origin;
  const absoluteRoot = new URL(root, window.location.origin).href.replace(/\/+$/, '');
  return url.startsWith(`${absoluteRoot}/`) ? url.slice(absoluteRoot.length) : undefined;
}

/** GET a path of a preview answer on the portal host as bytes (pdf, picture, text, converted html). */
export function fetchPreviewBytes(path: string, options?: CallOptions): Promise<ApiResult<ArrayBuffer>> {
  return request<ArrayBuffer>({ url: `\${portal}${path}`, responseType: 'arraybuffer', ...options });
}

/** A stored file's facts (Hotent's DefaultFile names). */
/** A file's extra properties (Hotent's DefaultFile): set by updateFileExtraProp, null until set. */
export interface FileExtraProps {
  prop1: string | null;
  prop2: string | null;
  prop3: string | null;
  prop4: string | null;
  prop5: string | null;
  prop6: string | null;
  /** 所属分类 */
  type: string | null;
  xbTypeId: string | null;
  note: string | null;
}

export interface FileInfo extends FileExtraProps {
  id: string;
  fileName: string;
  ext: string;
  totalBytes: number;
  createTime: string;
  flowKey: string | null;
}

/** POST ${portal}/system/file/v1/updateFileExtraProp [{id, …props}]: only the given properties change; one's own files only. */
export const updateFileExtraProps = (files: ({ id: string } & Partial<FileExtraProps>)[], options?: CallOptions): Promise<ApiResult<CommonResult<null>>> =>
  request<CommonResult<null>>({ url: '${portal}/system/file/v1/updateFileExtraProp', method: 'POST', data: files, ...options });

/** GET ${portal}/system/file/v1/fileGet?id — the name and size of a stored file, without its bytes. */
export function getFileInfo(id: string, options?: CallOptions): Promise<ApiResult<FileInfo>> {
  return request<FileInfo>({ url: '${portal}/system/file/v1/fileGet', params: { id }, ...options });
}
