// Electronic seal (spec §5, §9): the current seal picture, a png upload (limit 10, 250x70 suggested)
// and the passwords that protect it. The login password proves who saves.
import { useId, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { Toast } from '@douyinfe/semi-ui-19';
import { Dialog } from '../../components/Dialog';
import type { DialogKeeper } from '../../components/keptInput';
import { unwrap } from '../../api/http';
import { getMySeal, saveSeal, type Seal } from '../../api/seal';
import { uploadFile } from '../../api/file';
import { FileButton } from '../../components/FileButton';
import { useObjectUrl, usePreviewPicture } from '../../components/usePreviewPicture';
import { DialogFailure, DialogFooter, DialogLoading, PasswordField } from './DialogParts';
import { IMAGE_UPLOAD_LIMIT, isPngFile, validateSealForm, type FieldError, type SealFormValues } from './formRules';
import './personal.css';

const FORM_ID = 'fd-seal-form';

async function fetchSeal(): Promise<Seal | null> {
  const seal = await unwrap(getMySeal({ quiet: true }));
  return seal && typeof seal === 'object' ? seal : null;
}

/** The saved seal's picture: its bytes fetched with the user's token, else the picUrl the server gave. */
function useSealPicture(seal: Seal | null | undefined): string | undefined {
  const fetched = usePreviewPicture(seal?.fileId ?? undefined);
  return fetched ?? seal?.picUrl ?? undefined;
}

/** `keeper`: a chosen picture cannot be kept across the language switch's reload, nor may the passwords: it asks. */
export default function SealDialog({ onClose, keeper }: { onClose(): void; keeper?: DialogKeeper }) {
  const { t } = useTranslation('personal');
  const inputId = useId();
  const uploadHintId = `${inputId}-hint`;
  const uploadErrorId = `${inputId}-error`;
  const { data: seal, error: loadError, isLoading, mutate } = useSWR('personal:seal', fetchSeal, { revalidateOnFocus: false });
  const savedPicture = useSealPicture(seal);
  const [uploaded, setUploaded] = useState<{ fileId: string; file: File }>();
  const uploadedPicture = useObjectUrl(uploaded?.file);
  const [uploadCount, setUploadCount] = useState(0);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const [passwords, setPasswords] = useState({ oldPassWord: '', password: '', confirmPwd: '' });
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);

  const values: SealFormValues = { fileId: uploaded?.fileId ?? seal?.fileId ?? '', ...passwords };
  const errors = submitted ? validateSealForm(values) : {};
  const message = (error?: FieldError) => (error ? t(error.key, error.params) : undefined);
  const setField = (field: keyof typeof passwords) => (value: string) => setPasswords((old) => ({ ...old, [field]: value }));
  const imageError = uploadError ?? message(errors.fileId);

  const onFileChosen = async ([file]: File[]) => {
    if (!isPngFile(file)) {
      setUploadError(t('seal.pngOnly'));
      return;
    }
    if (uploadCount >= IMAGE_UPLOAD_LIMIT) {
      setUploadError(t('seal.limitReached', { limit: IMAGE_UPLOAD_LIMIT }));
      return;
    }
    setUploadError(undefined);
    setUploading(true);
    const result = await uploadFile(file, file.name, { allowDuplicate: true, quiet: true });
    setUploading(false);
    if (result.ok && result.data?.fileId) {
      setUploaded({ fileId: result.data.fileId, file });
      setUploadCount((count) => count + 1);
    } else {
      setUploadError(result.message || t('seal.uploadFailed'));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (uploading || Object.keys(validateSealForm(values)).length > 0) return;
    setSaving(true);
    const result = await saveSeal(values, { quiet: true });
    setSaving(false);
    if (result.ok) {
      Toast.success(t('seal.success'));
      void mutate();
      onClose();
    } else {
      Toast.error(result.message || t('seal.failure'));
    }
  };

  const picture = uploadedPicture ?? savedPicture;
  let body;
  if (loadError) {
    body = <DialogFailure onRetry={() => mutate()} />;
  } else if (isLoading) {
    body = <DialogLoading />;
  } else {
    body = (
      <form id={FORM_ID} onSubmit={submit} noValidate>
        <div className="fd-seal__picture">
          <div className="fd-dialog-field__label">{t('seal.current')}</div>
          {picture ? (
            <img src={picture} alt={t('seal.imageAlt')} className="fd-seal__image" />
          ) : (
            <p className="fd-seal__none">{t('seal.none')}</p>
          )}
        </div>
        <div className="fd-dialog-field">
          <FileButton
            accept="image/png,.png"
            loading={uploading}
            onFiles={(files) => void onFileChosen(files)}
            aria-invalid={imageError ? true : undefined}
            aria-describedby={imageError ? `${uploadHintId} ${uploadErrorId}` : uploadHintId}
          >
            {t('seal.upload')}
          </FileButton>
          <div id={uploadHintId} className="fd-dialog-field__hint">
            {t('seal.uploadHint')}
          </div>
          {imageError ? (
            <div id={uploadErrorId} className="fd-dialog-field__error" role="alert">
              {imageError}
            </div>
          ) : null}
        </div>
        <PasswordField
          label={t('seal.loginPassword')}
          value={passwords.oldPassWord}
          onChange={setField('oldPassWord')}
          error={message(errors.oldPassWord)}
          autoComplete="current-password"
        />
        <PasswordField
          label={t('seal.sealPassword')}
          value={passwords.password}
          onChange={setField('password')}
          error={message(errors.password)}
          autoComplete="new-password"
        />
        <PasswordField
          label={t('seal.confirmPassword')}
          value={passwords.confirmPwd}
          onChange={setField('confirmPwd')}
          error={message(errors.confirmPwd)}
          autoComplete="new-password"
        />
      </form>
    );
  }

  return (
    <Dialog
      visible
      kept={keeper && { keeper, unkeepable: uploading || uploaded !== undefined }}
      title={t('seal.title')}
      onCancel={onClose}
      footer={<DialogFooter formId={FORM_ID} submitLabel={t('save')} saving={saving} disabled={Boolean(loadError) || isLoading || uploading} onCancel={onClose} />}
    >
      {body}
    </Dialog>
  );
}
