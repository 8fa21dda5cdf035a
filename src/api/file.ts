// File upload, download and preview on the portal host (spec §7, contract-notes §2.14).
import { resolveHostUrl } from '../config/runtime';
import { request, type ApiResult, type CallOptions } from './http';

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
