// Add or edit a user: contact fields, the posts (one of them the main post) and the roles; adding also sets the
// account and the first password. One call saves everything (addUser / updateUser), so nothing is half saved.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { addUser, getAdminUserDetail, updateUser } from '../../api/administration';
import { unwrap } from '../../api/http';
import { LoadFailure, PageLoading } from '../../components/LoadStates';
import { AdminFormDialog } from './AdminFormDialog';
import { ChoiceField, MultiChoiceField, TextField } from './fields';
import { useSave } from './saving';
import { useChoices } from './useChoices';

interface UserForm {
  account: string;
  fullname: string;
  password: string;
  mobile: string;
  email: string;
  postIds: string[];
  masterPostId: string;
  roleIds: string[];
}

const EMPTY: UserForm = { account: '', fullname: '', password: '', mobile: '', email: '', postIds: [], masterPostId: '', roleIds: [] };

export interface UserFormDialogProps {
  /** the user to edit; none = add */
  userId?: string;
  onClose(): void;
  onSaved(): void;
}

export function UserFormDialog({ userId, onClose, onSaved }: UserFormDialogProps) {
  const { t, i18n } = useTranslation('administration');
  const detail = useSWR(userId ? (['administration:user', userId, i18n.language] as const) : null, () => unwrap(getAdminUserDetail(userId!, { quiet: true })), { revalidateOnFocus: false });
  const posts = useChoices('posts');
  const roles = useChoices('roles');
  const [form, setForm] = useState<UserForm>(EMPTY);
  const { saving, error, setError, save } = useSave();

  useEffect(() => {
    const loaded = detail.data;
    if (!loaded) return;
    setForm({
      ...EMPTY,
      account: loaded.user.account,
      fullname: loaded.user.fullname,
      mobile: loaded.user.mobile ?? '',
      email: loaded.user.email ?? '',
      postIds: loaded.posts.map((post) => post.postId),
      masterPostId: loaded.posts.find((post) => post.isMaster)?.postId ?? '',
      roleIds: loaded.roles.map((role) => role.id),
    });
  }, [detail.data]);

  const change = <Key extends keyof UserForm>(key: Key) => (value: UserForm[Key]) => setForm((current) => ({ ...current, [key]: value }));
  const chosenPosts = (posts.data ?? []).filter((post) => form.postIds.includes(post.value));
  const master = form.postIds.includes(form.masterPostId) ? form.masterPostId : form.postIds[0];

  const submit = async () => {
    if (!form.fullname.trim() || (!userId && (!form.account.trim() || !form.password))) {
      setError(t('user.required'));
      return;
    }
    const contact = { fullname: form.fullname.trim(), mobile: form.mobile.trim(), email: form.email.trim(), postIds: form.postIds, roleIds: form.roleIds, ...(master ? { masterPostId: master } : {}) };
    const done = await save(
      () => (userId ? updateUser({ id: userId, ...contact }, { quiet: true }) : addUser({ account: form.account.trim(), password: form.password, ...contact }, { quiet: true })),
      t('saved'),
    );
    if (done) onSaved();
  };

  const title = userId ? t('user.editTitle', { name: detail.data?.user.fullname ?? '' }) : t('user.addTitle');
  let state;
  if (detail.error || posts.error || roles.error) {
    state = <LoadFailure error={detail.error ?? posts.error ?? roles.error} headingLevel={3} title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void Promise.all([detail.mutate(), posts.mutate(), roles.mutate()])} />;
  } else if ((userId && !detail.data) || !posts.data || !roles.data) {
    state = <PageLoading text={t('loading')} />;
  }
  return (
    <AdminFormDialog title={title} width={560} saving={saving} error={error} onClose={onClose} onSubmit={() => void submit()} state={state}>
      <TextField label={t('user.account')} required value={form.account} onChange={change('account')} disabled={Boolean(userId)} />
      <TextField label={t('user.fullname')} required value={form.fullname} onChange={change('fullname')} />
      {userId ? null : <TextField label={t('user.password')} required type="password" autoComplete="new-password" value={form.password} onChange={change('password')} />}
      <TextField label={t('user.mobile')} type="tel" value={form.mobile} onChange={change('mobile')} />
      <TextField label={t('user.email')} type="email" value={form.email} onChange={change('email')} />
      <MultiChoiceField label={t('user.posts')} value={form.postIds} options={posts.data ?? []} onChange={change('postIds')} />
      {chosenPosts.length > 1 ? <ChoiceField label={t('user.masterPost')} value={master} options={chosenPosts} onChange={change('masterPostId')} /> : null}
      <MultiChoiceField label={t('user.roles')} value={form.roleIds} options={roles.data ?? []} onChange={change('roleIds')} />
    </AdminFormDialog>
  );
}
