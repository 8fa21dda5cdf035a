// Change password (spec §5, §8, §9 500 px): old, new and repeated password; the new one follows the
// tenant's password strategy (shared rule of the forced reset page). Success signs the user out.
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { Toast } from '@douyinfe/semi-ui-19';
import { Dialog } from '../../components/Dialog';
import { changePassword, getPasswordStrategy } from '../../api/user';
import { signOut } from '../../session/auth';
import { useCurrentUser } from '../../session/store';
import { describePasswordRequirement } from '../login/passwordRules';
import { DialogFooter, PasswordField } from './DialogParts';
import { validatePasswordForm, type FieldError, type PasswordFormValues } from './formRules';
import './personal.css';

export const PASSWORD_DIALOG_WIDTH = 500;
const FORM_ID = 'fd-change-password-form';

async function fetchStrategy() {
  // Without a strategy the default rule (at least 6 characters) applies, so a failure is not shown.
  const result = await getPasswordStrategy({ quiet: true });
  return result.ok ? (result.data ?? null) : null;
}

export default function ChangePasswordDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('personal');
  const user = useCurrentUser();
  const { data: strategy } = useSWR('personal:passwordStrategy', fetchStrategy, { revalidateOnFocus: false });
  const [values, setValues] = useState<PasswordFormValues>({ oldPwd: '', newPwd: '', repeatPwd: '' });
  // Errors show after the first submit, then follow every keystroke.
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const errors = submitted ? validatePasswordForm(values, strategy) : {};
  const requirement = describePasswordRequirement(strategy);
  const message = (error?: FieldError) => (error ? t(error.key, error.params) : undefined);
  const setField = (field: keyof PasswordFormValues) => (value: string) => setValues((old) => ({ ...old, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!user || Object.keys(validatePasswordForm(values, strategy)).length > 0) return;
    setSaving(true);
    const result = await changePassword({ account: user.account, oldPwd: values.oldPwd, newPwd: values.newPwd }, { quiet: true });
    if (result.ok) {
      Toast.success(t('password.success'));
      await signOut();
      return;
    }
    setSaving(false);
    Toast.error(result.message || t('password.failure'));
  };

  return (
    <Dialog
      visible
      title={t('password.title')}
      width={PASSWORD_DIALOG_WIDTH}
      onCancel={onClose}
      footer={<DialogFooter formId={FORM_ID} submitLabel={t('save')} saving={saving} onCancel={onClose} />}
    >
      <form id={FORM_ID} onSubmit={submit} noValidate>
        <PasswordField
          label={t('password.oldPassword')}
          value={values.oldPwd}
          onChange={setField('oldPwd')}
          error={message(errors.oldPwd)}
          autoComplete="current-password"
          autoFocus
        />
        <PasswordField
          label={t('password.newPassword')}
          value={values.newPwd}
          onChange={setField('newPwd')}
          error={message(errors.newPwd)}
          hint={t(requirement.key, requirement.params)}
          autoComplete="new-password"
        />
        <PasswordField
          label={t('password.repeatPassword')}
          value={values.repeatPwd}
          onChange={setField('repeatPwd')}
          error={message(errors.repeatPwd)}
          autoComplete="new-password"
        />
      </form>
    </Dialog>
  );
}
