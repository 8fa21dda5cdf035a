// Reset a user's password: the tenant's password strategy is checked by the server (its refusal is shown here),
// and the user must change the password at the next sign-in.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resetUserPassword } from '../../api/administration';
import { AdminFormDialog } from './AdminFormDialog';
import { TextField } from './fields';
import { useSave } from './saving';

export function ResetPasswordDialog({ user, onClose }: { user: { id: string; fullname: string }; onClose(): void }) {
  const { t } = useTranslation('administration');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const { saving, error, setError, save } = useSave();
  const submit = async () => {
    if (!password) return setError(t('user.required'));
    if (password !== repeat) return setError(t('user.passwordMismatch'));
    if (await save(() => resetUserPassword(user.id, password, { quiet: true }), t('saved'))) onClose();
  };
  return (
    <AdminFormDialog title={t('user.resetTitle', { name: user.fullname })} width={480} saving={saving} error={error} onClose={onClose} onSubmit={() => void submit()}>
      <TextField label={t('user.newPassword')} required type="password" autoComplete="new-password" value={password} onChange={setPassword} />
      <TextField label={t('user.repeatPassword')} required type="password" autoComplete="new-password" value={repeat} onChange={setRepeat} />
      <p className="fd-admin-form__hint">{t('user.resetHint')}</p>
    </AdminFormDialog>
  );
}
