// Add a tenant with its administrator, or rename one (save): the code is the tenant's login route and stays once
// given. Refusals of the server — a code in use, a password against the strategy — are shown in place.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addTenant, renameTenant, type AdminTenant } from '../../api/tenant';
import { AdminFormDialog } from './AdminFormDialog';
import { TextField } from './fields';
import { useSave } from './saving';

export function TenantFormDialog({ tenant, onClose, onSaved }: { tenant?: AdminTenant; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation('administration');
  const [code, setCode] = useState(tenant?.code ?? '');
  const [name, setName] = useState(tenant?.nameZh ?? '');
  const [nameEn, setNameEn] = useState(tenant?.nameEn ?? '');
  const [nameFront, setNameFront] = useState(tenant?.nameFrontZh ?? '');
  const [nameFrontEn, setNameFrontEn] = useState(tenant?.nameFrontEn ?? '');
  const [account, setAccount] = useState('');
  const [fullname, setFullname] = useState('');
  const [password, setPassword] = useState('');
  const { saving, error, setError, save } = useSave();

  const submit = async () => {
    const names = { name: name.trim(), nameEn: nameEn.trim(), nameFront: nameFront.trim(), nameFrontEn: nameFrontEn.trim() };
    if (!names.name || !code.trim() || (!tenant && (!account.trim() || !fullname.trim() || !password))) return setError(t('tenant.required'));
    const done = await save(
      () =>
        tenant
          ? renameTenant({ id: tenant.id, code: tenant.code, ...names }, { quiet: true })
          : addTenant({ code: code.trim(), ...names, admin: { account: account.trim(), fullname: fullname.trim(), password } }, { quiet: true }),
      t('saved'),
    );
    if (done) onSaved();
  };

  return (
    <AdminFormDialog title={tenant ? t('tenant.editTitle', { name: tenant.name }) : t('tenant.addTitle')} saving={saving} error={error} onClose={onClose} onSubmit={() => void submit()}>
      <TextField label={t('tenant.code')} required value={code} onChange={setCode} disabled={Boolean(tenant)} />
      <TextField label={t('tenant.name')} required value={name} onChange={setName} />
      <TextField label={t('tenant.nameEn')} value={nameEn} onChange={setNameEn} />
      <TextField label={t('tenant.nameFront')} value={nameFront} onChange={setNameFront} />
      <TextField label={t('tenant.nameFrontEn')} value={nameFrontEn} onChange={setNameFrontEn} />
      {tenant ? null : (
        <fieldset className="fd-admin-form__group">
          <legend>{t('tenant.adminGroup')}</legend>
          <TextField label={t('tenant.adminAccount')} required value={account} onChange={setAccount} />
          <TextField label={t('tenant.adminName')} required value={fullname} onChange={setFullname} />
          <TextField label={t('tenant.adminPassword')} required type="password" value={password} onChange={setPassword} autoComplete="new-password" />
          <p className="fd-admin-form__hint">{t('tenant.passwordHint')}</p>
        </fieldset>
      )}
    </AdminFormDialog>
  );
}
