// Add an org (below a parent, or at the root of a dimension), rename one, or move one: each one call of the uc
// (addOrg, updateOrg, moveOrg), whose refusal — a code in use, a move under the org's own branch — is shown here.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addOrg, moveOrg, updateOrg, type AdminOrgNode } from '../../api/administration';
import { AdminFormDialog } from './AdminFormDialog';
import { ChoiceField, TextField } from './fields';
import { moveTargets } from './orgTree';
import { useSave } from './saving';

export type OrgEditing = { mode: 'add'; demId: string; parent?: AdminOrgNode } | { mode: 'edit'; org: AdminOrgNode } | { mode: 'move'; org: AdminOrgNode };

export function OrgFormDialog({ editing, tree, onClose, onSaved }: { editing: OrgEditing; tree: readonly AdminOrgNode[]; onClose(): void; onSaved(id: string): void }) {
  const { t } = useTranslation('administration');
  const org = editing.mode === 'add' ? undefined : editing.org;
  const [name, setName] = useState(org?.nameZh ?? '');
  const [nameEn, setNameEn] = useState(org?.nameEn ?? '');
  const [code, setCode] = useState(org?.code ?? '');
  const [orderNo, setOrderNo] = useState(String(org?.orderNo ?? 0));
  const [parentId, setParentId] = useState(org?.parentId ?? '0');
  const { saving, error, setError, save } = useSave();

  const submit = async () => {
    const order = Number(orderNo);
    if (editing.mode !== 'move' && (!name.trim() || !code.trim())) return setError(t('org.required'));
    if (!Number.isInteger(order) || order < 0) return setError(t('org.orderInvalid'));
    let saved: string | undefined;
    const done = await save(async () => {
      const answer =
        editing.mode === 'add'
          ? await addOrg({ name: name.trim(), nameEn: nameEn.trim(), code: code.trim(), demId: editing.demId, parentId: editing.parent?.id, orderNo: order }, { quiet: true })
          : editing.mode === 'edit'
            ? await updateOrg({ id: editing.org.id, name: name.trim(), nameEn: nameEn.trim(), orderNo: order }, { quiet: true })
            : await moveOrg(editing.org.id, parentId, { quiet: true });
      saved = answer.data?.value;
      return answer;
    }, t('saved'));
    if (done) onSaved(saved ?? org?.id ?? '');
  };

  const title =
    editing.mode === 'add'
      ? editing.parent
        ? t('org.addChildTitle', { name: editing.parent.name })
        : t('org.addRootTitle')
      : editing.mode === 'edit'
        ? t('org.editTitle', { name: editing.org.name })
        : t('org.moveTitle', { name: editing.org.name });
  return (
    <AdminFormDialog title={title} saving={saving} error={error} onClose={onClose} onSubmit={() => void submit()}>
      {editing.mode === 'move' ? (
        <ChoiceField label={t('org.newParent')} required value={parentId} options={moveTargets(tree, editing.org.id, t('org.rootLevel'))} onChange={setParentId} />
      ) : (
        <>
          <TextField label={t('org.name')} required value={name} onChange={setName} />
          <TextField label={t('org.nameEn')} value={nameEn} onChange={setNameEn} />
          <TextField label={t('org.code')} required value={code} onChange={setCode} disabled={editing.mode === 'edit'} />
          <TextField label={t('org.orderNo')} value={orderNo} onChange={setOrderNo} />
        </>
      )}
    </AdminFormDialog>
  );
}
