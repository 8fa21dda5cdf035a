// What pages pass to FormRenderer as formContext: the page's language, the selectors (user, organisation,
// custom dialog), file upload and download through the request layer, and the data services (dictionaries,
// types, tags, default values, system properties: formDataServices.ts).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeLocale, type SemiFormContext, type UploadedFile } from '../../renderers';
import { downloadFile, uploadFile } from '../api/file';
import { createAppSelectors } from './selectors';
import { createFormDataServices } from './formDataServices';

const selectors = createAppSelectors();

/** Stores a file; rejects with the request layer's message (the upload widget shows it). */
async function uploadAppFile(file: File): Promise<UploadedFile> {
  const result = await uploadFile(file, file.name, { quiet: true, allowDuplicate: true });
  if (!result.ok || !result.data) throw new Error(result.message ?? `HTTP ${result.status}`);
  return { fileId: result.data.fileId, fileName: result.data.fileName, size: result.data.size };
}

/** Downloads a stored attachment (the request layer saves it). */
function openAppFile(file: UploadedFile): void {
  void downloadFile(file.fileId);
}

export function useAppFormContext(): SemiFormContext {
  const { i18n } = useTranslation();
  const locale = normalizeLocale(i18n.language);
  // New services per language: dictionary and type names come in the request's language.
  return useMemo(() => ({ locale, selectors, uploadFile: uploadAppFile, openFile: openAppFile, dataServices: createFormDataServices() }), [locale]);
}
