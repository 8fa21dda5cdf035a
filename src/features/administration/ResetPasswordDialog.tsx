// Reset a user's password: the tenant's password strategy is checked by the server (its refusal is shown here),
// and the user must change the password at the next sign-in.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@douyinfe/semi-ui-19';
import { resetUserPassword } from '../../api/administration';
import { Dialog } from '../../components/Dialog';
import { FormError, TextField } from './fields';
import { useSave } from './saving';

export function ResetPasswordDialog({ user, onClose }: { user: { id: string; fullname: string }; onClose(): void }) {
  const { t } = useTranslation('administration');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const { saving, error, setError, save } = useSave();
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!password) return setError(t('user.required'));
    if (password !== repeat) return setError(t('user.passwordMismatch'));
    if (await save(() => resetUserPassword(user.id, password, { quiet: true }), t('saved'))) onClose();
  };
  return (
    <Dialog
      visible
      title={t('user.resetTitle', { name: user.fullname })}
      onCancel={onClose}
      width={480}
      footer={
        <>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button theme="solid" type="primary" loading={saving} onClick={() => void submit()}>
            {t('save')}
          </Button>
        </>
      }
    >
      <form className="fd-admin-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField label={t('user.newPassword')} required type="password" autoComplete="new-password" value={password} onChange={setPassword} />
        <TextField label={t('user.repeatPassword')} required type="password" autoComplete="new-password" value={repeat} onChange={setRepeat} />
        <p className="fd-admin-form__hint">{t('user.resetHint')}</p>
        <FormError message={error} />
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Dialog>
  );
}
