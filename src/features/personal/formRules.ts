// Field rules of the change-password and seal dialogs (spec §5). Pure: errors are i18n keys + params.
import { validateNewPassword, type PasswordStrategyInput } from '../login/passwordRules';

export interface FieldError {
  key: string;
  params?: Record<string, unknown>;
}

export type FieldErrors<Field extends string> = Partial<Record<Field, FieldError>>;

export interface PasswordFormValues {
  oldPwd: string;
  newPwd: string;
  repeatPwd: string;
}

export function validatePasswordForm(
  values: PasswordFormValues,
  strategy: PasswordStrategyInput | null | undefined,
): FieldErrors<keyof PasswordFormValues> {
  const errors: FieldErrors<keyof PasswordFormValues> = {};
  if (!values.oldPwd) errors.oldPwd = { key: 'personal:password.oldRequired' };
  if (!values.newPwd) {
    errors.newPwd = { key: 'personal:password.newRequired' };
  } else {
    const broken = validateNewPassword(values.newPwd, strategy);
    if (broken) errors.newPwd = broken;
  }
  if (!values.repeatPwd) errors.repeatPwd = { key: 'personal:password.repeatRequired' };
  else if (values.repeatPwd !== values.newPwd) errors.repeatPwd = { key: 'personal:password.mismatch' };
  return errors;
}

export interface SealFormValues {
  fileId: string;
  oldPassWord: string;
  password: string;
  confirmPwd: string;
}

export function validateSealForm(values: SealFormValues): FieldErrors<keyof SealFormValues> {
  const errors: FieldErrors<keyof SealFormValues> = {};
  if (!values.fileId) errors.fileId = { key: 'personal:seal.imageRequired' };
  if (!values.oldPassWord) errors.oldPassWord = { key: 'personal:seal.loginPasswordRequired' };
  if (!values.password) errors.password = { key: 'personal:seal.sealPasswordRequired' };
  if (!values.confirmPwd) errors.confirmPwd = { key: 'personal:seal.confirmRequired' };
  else if (values.confirmPwd !== values.password) errors.confirmPwd = { key: 'personal:seal.mismatch' };
  return errors;
}

/** Spec §5 uploads: seal images are png only (by type, or by name when the browser gives no type). */
export function isPngFile(file: { name: string; type?: string }): boolean {
  if (file.type) return file.type === 'image/png';
  return /\.png$/i.test(file.name);
}

/** Spec §9: image uploads are limited to 10 files. */
export const IMAGE_UPLOAD_LIMIT = 10;
