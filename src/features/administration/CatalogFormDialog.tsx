// Add or edit a role, a job or a dimension (saveRole, saveJob, saveDem): code (kept once given), names in both
// languages, description and the kind's own field. A refusal of the server — a code in use — is shown in place.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@douyinfe/semi-ui-19';
import { AdminFormDialog } from './AdminFormDialog';
import { CATALOG_KINDS, type CatalogKind, type CatalogRecord } from './catalogKinds';
import { TextField } from './fields';
import { useSave } from './saving';

export function CatalogFormDialog({ kind, record, onClose, onSaved }: { kind: CatalogKind; record: CatalogRecord; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation('administration');
  const [edited, setEdited] = useState(record);
  const { saving, error, setError, save } = useSave();
  const set = <Key extends keyof CatalogRecord>(key: Key) => (value: CatalogRecord[Key]) => setEdited((current) => ({ ...current, [key]: value }));
  const spec = CATALOG_KINDS[kind];

  const submit = async () => {
    const trimmed = { ...edited, code: edited.code.trim(), name: edited.name.trim(), nameEn: edited.nameEn?.trim(), description: edited.description.trim(), postLevel: edited.postLevel.trim() };
    if (!trimmed.code || !trimmed.name) return setError(t('catalog.required'));
    if (await save(() => spec.save(trimmed), t('saved'))) onSaved();
  };

  return (
    <AdminFormDialog
      title={record.id ? t(`catalog.${kind}.editTitle`, { name: record.name }) : t(`catalog.${kind}.addTitle`)}
      width={480}
      saving={saving}
      error={error}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <TextField label={t('catalog.code')} required value={edited.code} onChange={set('code')} disabled={Boolean(record.id)} />
      <TextField label={t('catalog.name')} required value={edited.name} onChange={set('name')} />
      <TextField label={t('catalog.nameEn')} value={edited.nameEn ?? ''} onChange={set('nameEn')} />
      {spec.extra === 'postLevel' ? <TextField label={t('catalog.postLevel')} value={edited.postLevel} onChange={set('postLevel')} /> : null}
      <TextField label={t('catalog.description')} value={edited.description} onChange={set('description')} />
      {spec.extra === 'isDefault' ? (
        <Checkbox checked={edited.isDefault} onChange={(event) => set('isDefault')(Boolean(event.target.checked))}>
          {t('catalog.isDefault')}
        </Checkbox>
      ) : null}
    </AdminFormDialog>
  );
}
